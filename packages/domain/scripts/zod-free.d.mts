/** The browser-used names of @invest/domain that are not schemas (constants.ts is added whole). */
export declare const browserNames: readonly string[];
/** Every `export const` of constants.ts. */
export declare function constantNames(): string[];
/** The bundle's input files (those that put code in it), the zod ones, and its size. */
export declare function checkZodFree(names?: readonly string[]): Promise<{
  inputs: string[];
  zodInputs: string[];
  bytes: number;
  gzipBytes: number;
}>;
