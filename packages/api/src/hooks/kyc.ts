// Area KYC: the status check (cached 60 s), the stored form, the submission.
import { KYC_CHECK_CACHE_MS } from '@invest/domain';
import { useBodyMutation } from './mutation';
import { useApiQuery, type QueryConfig } from './query';

export const kycKeys = {
  kycVerified: () => ['kycVerified'] as const,
  kycDetail: () => ['kycDetail'] as const,
};

/** spec 4/7/9: the KYC check is cached 60 s. */
export const kycLifetimes = { kycVerified: KYC_CHECK_CACHE_MS } as const;

/** spec 3 KYC form as stored: GET /identify/app/v1/detail. */
export const useKycDetail = (config?: QueryConfig<'kycDetail'>) =>
  useApiQuery('kycDetail', kycKeys.kycDetail(), config);
/** spec 4 KYC status: GET /client/app/v1/verified (cached 60 s). */
export const useKycVerified = (config?: QueryConfig<'kycVerified'>) =>
  useApiQuery('kycVerified', kycKeys.kycVerified(), config, kycLifetimes.kycVerified);

/** POST /identify/app/v1: the record, the status and the profile follow. */
export const useKycSubmit = () =>
  useBodyMutation('kycSubmit', { invalidates: ['kycDetail', 'kycVerified', 'clientInfo'] });
