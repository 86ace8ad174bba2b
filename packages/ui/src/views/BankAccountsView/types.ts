import type { BankAccount, BankAccountView } from '@invest/domain';

/** A saved account as the list shows it (the wire's `bank_acc` is already masked). */
export type BankAccountItem = Pick<
  BankAccountView,
  'id' | 'bank_name' | 'bank_acc' | 'bank_holder' | 'country' | 'is_default'
>;

/** What the form hands to `onSave` (no id: a new account; no bank_acc: keep the stored one). */
export type BankAccountDraft = Omit<BankAccount, 'bank_acc'> &
  Partial<Pick<BankAccount, 'bank_acc'>>;
