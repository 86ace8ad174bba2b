/**
 * spec 6: a bank account number shows its last four characters only ('•••• 6789'). The server
 * masks what it answers with this; a screen masks a number the client typed the same way.
 */
export function maskBankAcc(acc: string): string {
  return `•••• ${acc.slice(-4)}`;
}
