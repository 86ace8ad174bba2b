// The back-office commands of the auth area (the area owns them): invitation codes and password-reset codes.
// cli/program.ts assembles them; they call this area's services, never SQL.
import { wholeNumber, nonEmpty, type CommandKit } from '../../cli/kit';
import { issueResetCode, RESET_CODE_TTL_MINUTES } from './codes';
import { issueInvitationCodes } from './invitations';

export function authCommands({ program, out, unitOfWork, tenantOption }: CommandKit): void {
  program
    .command('invite')
    .description('Issue invitation codes for an advisor (clients register with them).')
    .addOption(tenantOption())
    .requiredOption(
      '--advisor <name>',
      'the advisor the new clients belong to',
      nonEmpty('--advisor'),
    )
    .option('--count <n>', 'how many codes (1-1000)', wholeNumber(1, 1000), 1)
    .option('--days <n>', 'days until the codes expire (1-3650)', wholeNumber(1, 3650), 30)
    .option('--max-uses <n>', 'registrations per code', wholeNumber(1, 100_000), 1)
    .action(
      async (o: {
        tenant: string;
        advisor: string;
        count: number;
        days: number;
        maxUses: number;
      }) => {
        const codes = await unitOfWork((tx) =>
          issueInvitationCodes(tx, {
            tenantId: o.tenant,
            advisor: o.advisor,
            count: o.count,
            ttlDays: o.days,
            maxUses: o.maxUses,
          }),
        );
        out(
          `${codes.length} invitation code${codes.length === 1 ? '' : 's'} for advisor ${o.advisor.trim()} ` +
            `in tenant ${o.tenant} (valid ${o.days} days, ${o.maxUses} use${o.maxUses === 1 ? '' : 's'} each; ` +
            `shown only now):`,
        );
        for (const code of codes) out(`  ${code}`);
      },
    );

  program
    .command('reset-code')
    .description(
      "Issue a password-reset code for a client's mobile number (spec 2: ask your advisor).",
    )
    .addOption(tenantOption())
    .requiredOption('--mobile <digits>', 'national mobile number', nonEmpty('--mobile'))
    .requiredOption(
      '--country-code <code>',
      'dialling code, e.g. 1 or +48',
      nonEmpty('--country-code'),
    )
    .option(
      '--minutes <n>',
      'minutes until the code expires (1-1440)',
      wholeNumber(1, 1440),
      RESET_CODE_TTL_MINUTES,
    )
    .action(async (o: { tenant: string; mobile: string; countryCode: string; minutes: number }) => {
      const code = await unitOfWork((tx) =>
        issueResetCode(tx, {
          tenantId: o.tenant,
          countryCode: o.countryCode,
          mobile: o.mobile,
          ttlMinutes: o.minutes,
        }),
      );
      out(
        `Reset code for +${o.countryCode.replace(/^\+/, '')} ${o.mobile} in tenant ${o.tenant} ` +
          `(valid ${o.minutes} minutes, single use): ${code}`,
      );
    });
}
