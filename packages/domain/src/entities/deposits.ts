import { array, boolean, enum as zEnum, nullable, object, string, type infer as Infer } from 'zod';
import { depositMethodTypes, depositStatuses } from '../deposits';
import { bankAccountSchema } from './banking';
import { currencyCodeSchema, decimalString, utcDateTimeSchema } from './fields';

/**
 * spec 1/5: one way to deposit, set by an advisor in the back office: the tenant's bank details,
 * or a crypto network and address.
 */
export const depositMethodSchema = bankAccountSchema
  .pick({ bank_name: true, bank_acc: true, bank_holder: true })
  .partial()
  .extend({
    id: string(),
    type: zEnum(depositMethodTypes),
    /** The currency deposited with it. */
    currency: currencyCodeSchema,
    /** A label the back office gave it ('Main USD account', 'USDT TRC-20'). */
    label: string(),
    swift: string().optional(),
    reference_note: string().optional(),
    /**
     * Bank transfer: the payment reference generated for this client and account
     * ('INV-7K3Q-9XW2'), which the client writes on the transfer and the back office matches.
     */
    payment_reference: string().optional(),
    /** Crypto: the asset sent to the address ('USDT'). */
    asset: string().optional(),
    /** Crypto: the network's code ('TRON'; `cryptoNetworks`), or as the back office wrote it. */
    network: string().optional(),
    /** Crypto: the network as clients know it ('TRON (TRC-20)'). */
    network_name: string().optional(),
    address: string().optional(),
  });
export type DepositMethod = Infer<typeof depositMethodSchema>;

/**
 * The deposit methods of the client: `allowed` is its `client_deposit` (spec 3: whether the
 * client may deposit); `methods` empty: "No suitable deposit account available".
 */
export const depositMethodsSchema = object({
  allowed: boolean(),
  methods: array(depositMethodSchema),
});
export type DepositMethods = Infer<typeof depositMethodsSchema>;

/** A deposit record (the client's own). */
export const depositRecordSchema = object({
  id: string(),
  method_id: string(),
  method_type: zEnum(depositMethodTypes),
  currency: currencyCodeSchema,
  amount: decimalString,
  /** Bank: the client's payment reference; crypto: the transaction hash. */
  reference: string(),
  /** The proof image of a bank transfer; null for crypto (its transaction hash is the proof). */
  proof_url: nullable(string()),
  status: zEnum(depositStatuses),
  /** The back office's reason when rejected. */
  reason: nullable(string()),
  created_at: utcDateTimeSchema,
  decided_at: nullable(utcDateTimeSchema),
});
export type DepositRecord = Infer<typeof depositRecordSchema>;
