// The back-office commands of the FX area: the tenant's spread.
import { wholeNumber, type CommandKit } from '../../cli/kit';
import { setFxSpread } from './service';

export function fxCommands({ program, unitOfWork, out, tenantOption }: CommandKit): void {
  program
    .command('fx:spread')
    .description("Set the tenant's FX spread in basis points (taken off the reference rate).")
    .addOption(tenantOption())
    .requiredOption('--bps <n>', 'basis points, 0 to 4999', wholeNumber(0, 4999))
    .action(async (o: { tenant: string; bps: number }) => {
      await unitOfWork((tx) => setFxSpread(tx, o.tenant, o.bps));
      out(`FX spread of tenant ${o.tenant} set to ${o.bps} bps.`);
    });
}
