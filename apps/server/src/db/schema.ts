import type {
  ColumnType,
  Generated,
  Insertable,
  JSONColumnType,
  Selectable,
  Updateable,
} from 'kysely';

/** A timestamptz column: read as a Date, written as a Date or an ISO string, defaulted by the database. */
export type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

/** Locale settings of a tenant (default language, enabled languages, ...), stored as jsonb. */
export type TenantLocale = Record<string, unknown>;

/**
 * A jsonb column read as T and written as a JSON string (JSON.stringify), which both pg and PGlite
 * pass through unchanged (pg would turn a JS array into a PostgreSQL array literal). Optional on
 * insert: the column has a default.
 */
export type JsonColumn<T extends object | null> = JSONColumnType<T, string | undefined, string>;

export interface TenantsTable {
  id: string;
  name: string;
  app_name: string;
  web_logo: string;
  app_version: string;
  /** The theme; null means the product default. */
  app_template: string | null;
  co_name: string;
  icp_no: string;
  co_address: string;
  app_video: string;
  locale: JsonColumn<TenantLocale>;
  created_at: CreatedAt;
}

export interface TenantCountriesTable {
  tenant_id: string;
  code: string;
  name: string;
  phone_code: string;
  currency: string;
  timezone: string;
  enabled: Generated<boolean>;
  for_accounts: Generated<boolean>;
}

export interface UsersTable {
  id: string;
  tenant_id: string;
  username: string;
  mobile_country_code: string;
  mobile: string;
  password_hash: string;
  full_name: string;
  avatar: string;
  order_num: Generated<number>;
  vip: Generated<number>;
  score: Generated<number>;
  perms: JsonColumn<string[]>;
  features: JsonColumn<Record<string, boolean>>;
  kyc_force: Generated<boolean>;
  client_deposit: Generated<boolean>;
  pin_hash: string | null;
  totp_secret: string | null;
  created_at: CreatedAt;
}

/** The Kysely table-types interface of the whole database. */
export interface Database {
  tenants: TenantsTable;
  tenant_countries: TenantCountriesTable;
  users: UsersTable;
}

export type Tenant = Selectable<TenantsTable>;
export type NewTenant = Insertable<TenantsTable>;
export type TenantCountry = Selectable<TenantCountriesTable>;
export type NewTenantCountry = Insertable<TenantCountriesTable>;
export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
