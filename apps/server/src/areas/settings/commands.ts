// The back-office commands of the settings area (the area owns them): tenants (create, settings, countries) and the deposit bank.
// cli/program.ts assembles them; they call this area's services, never SQL.
import { commaList, jsonObject, nonEmpty, CliError, type CommandKit } from '../../cli/kit';
import {
  createTenant,
  setDepositBank,
  updateTenantSettings,
  type CountryInput,
  type TenantSettingsPatch,
} from './service';

export function settingsCommands({ program, unitOfWork, out, db, tenantOption }: CommandKit): void {
  program
    .command('tenant:create')
    .description('Create a tenant with its settings and countries.')
    .requiredOption('--id <id>', 'tenant id: lowercase letters, digits, - and _', nonEmpty('--id'))
    .requiredOption('--name <name>', 'company / tenant name', nonEmpty('--name'))
    .option('--app-name <name>', 'app name shown to clients (default: --name)')
    .option('--currency <code>', 'default currency (ISO 4217)', 'USD')
    .option('--locales <list>', 'enabled locales, the first the default', commaList)
    .option(
      '--countries <list>',
      "ISO country codes served (default: the locales' markets)",
      commaList,
    )
    .option('--account-countries <list>', 'countries where clients hold accounts', commaList)
    .option('--cs-key <key>', 'support-chat project key')
    .option('--theme <name>', 'app theme (stand, neo, abs, edel, sc, jp, dark, light)')
    .action(
      async (o: {
        id: string;
        name: string;
        appName?: string;
        currency: string;
        locales?: string[];
        countries?: string[];
        accountCountries?: string[];
        csKey?: string;
        theme?: string;
      }) => {
        const accounts = new Set(o.accountCountries ?? []);
        let countries: CountryInput[] | undefined;
        if (o.countries) {
          countries = o.countries.map((code) => ({
            code: code.toUpperCase(),
            for_accounts: accounts.size === 0 ? undefined : accounts.has(code.toUpperCase()),
          }));
        } else if (accounts.size > 0) {
          throw new CliError('--account-countries needs --countries.');
        }
        const created = await unitOfWork(({ db: trx }) =>
          createTenant(trx, {
            id: o.id,
            name: o.name,
            ...(o.appName ? { appName: o.appName } : {}),
            currency: o.currency,
            ...(o.locales ? { enabledLocales: o.locales, defaultLocale: o.locales[0] } : {}),
            ...(countries ? { countries } : {}),
            ...(o.csKey !== undefined ? { csKey: o.csKey } : {}),
            ...(o.theme ? { appTemplate: o.theme as never } : {}),
          }),
        );
        out(
          `Tenant ${created.id} created: locales ${created.enabledLocales.join(', ')} ` +
            `(default ${created.defaultLocale}); countries ${created.countries.join(', ')}.`,
        );
      },
    );

  program
    .command('tenant:set')
    .description("Change a tenant's settings (only the options given).")
    .addOption(tenantOption())
    .option('--name <name>', 'company / tenant name')
    .option('--app-name <name>', 'app name shown to clients')
    .option('--co-name <name>', 'company name (company info)')
    .option('--co-address <text>', 'company address')
    .option('--icp-no <text>', 'registration number')
    .option('--cs-key <key>', 'support-chat project key (empty: no chat)')
    .option('--theme <name>', 'app theme, or "none" for the product default')
    .option('--currency <code>', 'default currency')
    .option('--locales <list>', 'enabled locales', commaList)
    .option('--default-locale <tag>', 'default locale (one of the enabled)')
    .option('--features <json>', 'feature requirements, e.g. {"ipo":{"vip":2}}', jsonObject)
    .action(async (o: Record<string, unknown> & { tenant: string }) => {
      const patch: TenantSettingsPatch = {};
      const map: Array<[string, keyof TenantSettingsPatch]> = [
        ['name', 'name'],
        ['appName', 'app_name'],
        ['coName', 'co_name'],
        ['coAddress', 'co_address'],
        ['icpNo', 'icp_no'],
        ['csKey', 'cs_key'],
        ['currency', 'currency'],
        ['locales', 'enabled_locales'],
        ['defaultLocale', 'default_locale'],
        ['features', 'features'],
      ];
      for (const [from, to] of map) {
        if (o[from] !== undefined) (patch as Record<string, unknown>)[to] = o[from];
      }
      if (typeof o.theme === 'string') {
        patch.app_template = (
          o.theme === 'none' ? null : o.theme
        ) as TenantSettingsPatch['app_template'];
      }
      if (Object.keys(patch).length === 0)
        throw new CliError('Nothing to change: give at least one option.');
      const settings = await unitOfWork(({ db: trx }) =>
        updateTenantSettings(trx, o.tenant, patch),
      );
      out(
        `Tenant ${o.tenant} updated: app "${settings.app_name}", theme ${settings.app_template ?? 'default'}, ` +
          `locales ${settings.locales.map((l) => l.locale).join(', ')}, currency ${settings.default_currency}.`,
      );
    });

  program
    .command('deposit-bank:set')
    .description('Set the bank details clients deposit to (shown on the deposit screen).')
    .addOption(tenantOption())
    .requiredOption('--bank-name <name>', 'bank name', nonEmpty('--bank-name'))
    .requiredOption(
      '--bank-acc <number>',
      'account number (letters, digits, spaces, dashes)',
      nonEmpty('--bank-acc'),
    )
    .requiredOption('--bank-holder <name>', 'account holder', nonEmpty('--bank-holder'))
    .option('--swift <bic>', 'SWIFT/BIC code')
    .option('--reference-note <text>', 'what clients write in the transfer reference')
    .action(
      async (o: {
        tenant: string;
        bankName: string;
        bankAcc: string;
        bankHolder: string;
        swift?: string;
        referenceNote?: string;
      }) => {
        const bank = await setDepositBank(await db(), o.tenant, {
          bank_name: o.bankName,
          bank_acc: o.bankAcc,
          bank_holder: o.bankHolder,
          ...(o.swift !== undefined ? { swift: o.swift } : {}),
          ...(o.referenceNote !== undefined ? { reference_note: o.referenceNote } : {}),
        });
        out(
          `Deposit bank of tenant ${o.tenant}: ${bank.bank_name}, ${bank.bank_acc}, ${bank.bank_holder}` +
            `${bank.swift ? `, SWIFT ${bank.swift}` : ''}.`,
        );
      },
    );
}
