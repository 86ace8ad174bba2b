// The back-office commands of the client area (the area owns them): client attributes (VIP, score, permissions, features).
// cli/program.ts assembles them; they call this area's services, never SQL.
import { SCORE_MAX, VIP_LEVEL_MAX } from '@invest/domain';
import {
  wholeNumber,
  trueFalse,
  commaList,
  jsonObject,
  describeClient,
  CliError,
  type CommandKit,
} from '../../cli/kit';
import { setClientAttributes, type ClientAttributes } from './service';

export function clientCommands({
  program,
  out,
  unitOfWork,
  requireClient,
  tenantOption,
  clientOption,
}: CommandKit): void {
  program
    .command('client:set')
    .description(
      "Set a client's VIP level, score, permissions, features, kyc_force, client_deposit.",
    )
    .addOption(tenantOption())
    .addOption(clientOption())
    .option('--vip <n>', `VIP level (0-${VIP_LEVEL_MAX})`, wholeNumber(0, VIP_LEVEL_MAX))
    .option('--score <n>', `credit score (0-${SCORE_MAX})`, wholeNumber(0, SCORE_MAX))
    .option(
      '--perms <list>',
      'permissions, comma-separated (replaces the list; "" clears it)',
      commaList,
    )
    .option(
      '--features <json>',
      'feature requirements (minimum vip/score; allow false switches a feature off), e.g. {"ipo":{"vip":2,"score":600},"withdraw":{"allow":false}}',
      jsonObject,
    )
    .option('--kyc-force <bool>', 'true: the app requires KYC before use', trueFalse)
    .option('--client-deposit <bool>', 'true: the client may deposit', trueFalse)
    .action(
      async (o: {
        tenant: string;
        client: string;
        vip?: number;
        score?: number;
        perms?: string[];
        features?: Record<string, unknown>;
        kycForce?: boolean;
        clientDeposit?: boolean;
      }) => {
        const attributes: ClientAttributes = {
          ...(o.vip !== undefined ? { vip: o.vip } : {}),
          ...(o.score !== undefined ? { score: o.score } : {}),
          ...(o.perms !== undefined ? { perms: o.perms } : {}),
          ...(o.features !== undefined
            ? { features: o.features as ClientAttributes['features'] }
            : {}),
          ...(o.kycForce !== undefined ? { kyc_force: o.kycForce } : {}),
          ...(o.clientDeposit !== undefined ? { client_deposit: o.clientDeposit } : {}),
        };
        if (Object.keys(attributes).length === 0) {
          throw new CliError(
            'Nothing to change: give at least one of --vip, --score, --perms, --features, --kyc-force, --client-deposit.',
          );
        }
        const user = await requireClient(o.tenant, o.client);
        // one unit of work, like every back-office write (platform/unitOfWork.ts)
        const config = await unitOfWork(({ db: trx }) =>
          setClientAttributes(trx, o.tenant, user.id, attributes),
        );
        out(
          [
            `Client ${describeClient(user)} updated:`,
            `  vip ${config.vip}, score ${config.score}, kyc_force ${config.kyc_force}, client_deposit ${config.client_deposit}`,
            `  perms ${config.perms.length > 0 ? config.perms.join(', ') : '(none)'}`,
            `  features ${JSON.stringify(config.features)}`,
          ].join('\n'),
        );
      },
    );
}
