/** Namespaces, one per area. A new area adds its name here and a JSON file per locale. */
export const namespaces = ['common', 'ui', 'status'] as const;
export type Namespace = (typeof namespaces)[number];
