#!/usr/bin/env node
// The web app's first-load budget cannot afford zod. Bundles, for the browser, an entry
// that imports the @invest/domain names the web app and ui use outside of parsing (rules,
// helpers, constants; never a schema) and fails when any zod file ends up in it: a helper that
// sits in a module with a top-level zod schema drags zod in, `sideEffects: false` or not.
// Run: node packages/domain/scripts/zod-free.mjs [extra names...] (also a unit test,
// src/zodFree.test.ts). Exit 1, listing the bundle's inputs, when zod is among them.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const srcDir = join(packageDir, 'src');
const indexFile = join(srcDir, 'index.ts');

/** The browser-used names that are not schemas (constants.ts is added whole). */
export const browserNames = [
  // entities: helpers and lists next to the schemas
  'toClientPermissions',
  'environmentProfileNames',
  'DEFAULT_ENVIRONMENT_PROFILE',
  'appThemes',
  'displayName',
  'idNumberKind',
  'deviceOses',
  'deviceTypes',
  // statuses
  'kycStatuses',
  'commonStatuses',
  // navigation guard
  'decideNavigation',
  'guardFailed',
  'rememberRoute',
  'loginSuccessTarget',
  'safeRedirectTarget',
  'KYC_ROUTE',
  'LOGIN_ROUTE',
  'REDIRECT_QUERY_PARAM',
  // cookie consent
  'parseStoredConsent',
  'serializeConsent',
  'rejectAll',
  'acceptAll',
  'withToggles',
  'DEFAULT_COOKIE_CONSENT',
  'cookieCategories',
  'optionalCookieCategories',
  'isCookieCategoryActive',
  // KYC status, permissions, auth
  'mapKycAnswer',
  'afterFailedKycCheck',
  'isKycCacheFresh',
  'kycNeedsAction',
  'isPermissionCacheFresh',
  'authReducer',
  'initialAuthState',
  // guest quota
  'consumeGuestQuota',
  'resetGuestQuotaOnLogin',
  'localDay',
  'emptyGuestQuota',
  'guestQuotaRemaining',
  // layout and startup rules
  'greetingFor',
  'pageTitle',
  'shouldSwipeBack',
  'shouldRetryLazyLoad',
  'nextAutoMessageState',
  'rateLatency',
  'averageLatency',
  'latencyTone',
  'latencySignalBars',
  'deviceFromUserAgent',
  'shouldShowBootOverlay',
  'bootProgress',
  'creditRating',
  // validation
  'defaultCountryCode',
  'normalizeCountryCode',
  'formatMobile',
  'KNOWN_COUNTRY_CODES',
  'FULL_NAME_MAX_LENGTH',
  'VERIFICATION_CODE_DIGITS',
  'validatePhone',
  'validatePassword',
  'validatePasswordConfirmation',
  'validatePasswordChange',
  'validateInvitationCode',
  'validateVerificationCode',
  'validateFullName',
  'validateDateOfBirth',
  'validatePin',
  'validatePinConfirmation',
  'validateImageUpload',
  'validateKycAgreement',
  'canAcceptAgreement',
  'validateUsername',
  'validateIdNumber',
  'normalizeIdNumber',
  // one validator per form, run by the views before submitting
  'validateLogin',
  'validateMfa',
  'MFA_CODE_LENGTH',
  'validateRegister',
  'validateResetPassword',
  'validateChangePassword',
  'validateSetPin',
  'validateVerifyPin',
  'validateKyc',
  'formResult',
  // wire decimals (money display)
  'isDecimalString',
  'DECIMAL_PATTERN',
  // the order ticket: its form, quote, fees and eligibility run in the view too
  'validateOrderForm',
  'orderCodes',
  'previewOrder',
  'previewPrice',
  'quoteExpiresAt',
  'isQuoteExpired',
  'computeFees',
  'estimateSellFees',
  'checkOrderEligibility',
  'checkOrderQuantity',
  'checkPriceTick',
  'lotRule',
  'canTransition',
  'isOrderCancellable',
  'valuePosition',
  // the quote page names an industry in the client's language
  'industryId',
];

/** Every `export const` of constants.ts: the spec constants, all of them browser-safe. */
export function constantNames() {
  const source = readFileSync(join(srcDir, 'constants.ts'), 'utf8');
  return [...source.matchAll(/^export const (\w+)/gm)].map((match) => match[1]);
}

const ZOD_PATH = /(^|\/)node_modules\/zod(\/|$)/;

/**
 * Bundles the entry (minified ESM for the browser, in memory) and reports its input files, the
 * zod ones among them, and the output size raw and gzipped.
 */
export async function checkZodFree(names = [...browserNames, ...constantNames()]) {
  const result = await build({
    stdin: {
      contents: `export { ${[...new Set(names)].join(', ')} } from ${JSON.stringify(indexFile)};\n`,
      resolveDir: srcDir,
      sourcefile: 'zod-free-entry.js',
      loader: 'js',
    },
    // input paths relative to the package ('src/index.ts'), whatever the caller's cwd
    absWorkingDir: packageDir,
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  // the files that put code in the output (metafile.inputs also lists every module esbuild read
  // and then shook off, e.g. each schema module the index re-exports)
  const [output] = Object.values(result.metafile.outputs);
  const inputs = Object.entries(output?.inputs ?? {})
    .filter(([, { bytesInOutput }]) => bytesInOutput > 0)
    .map(([path]) => path.replaceAll('\\', '/'));
  const code = result.outputFiles[0]?.contents ?? new Uint8Array();
  return {
    inputs,
    zodInputs: inputs.filter((path) => ZOD_PATH.test(path)),
    bytes: code.byteLength,
    gzipBytes: gzipSync(code).byteLength,
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  // extra names on the command line join the entry (e.g. a schema, to see the check fail)
  const extra = process.argv.slice(2);
  const { inputs, zodInputs, bytes, gzipBytes } = await checkZodFree([
    ...browserNames,
    ...constantNames(),
    ...extra,
  ]);
  const kB = (n) => `${(n / 1000).toFixed(1)} kB`;
  console.log(`${inputs.length} inputs, ${kB(bytes)} minified, ${kB(gzipBytes)} gzipped`);
  if (zodInputs.length > 0) {
    console.error(`zod is in the browser bundle (${zodInputs.length} zod files). Inputs:`);
    for (const path of inputs) console.error(`  ${ZOD_PATH.test(path) ? '!' : ' '} ${path}`);
    process.exit(1);
  }
  console.log('no zod: ok');
}
