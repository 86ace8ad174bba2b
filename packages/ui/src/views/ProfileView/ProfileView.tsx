import { creditStanding, displayName, type ClientInfo, type KycStatus } from '@invest/domain';
import { formatNumber } from '@invest/i18n';
import { useId, useState, type ReactNode, type Ref } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { cn, focusRing } from '../../lib/cn';
import { useLocale, useT } from '../../lib/i18n';
import { menuIcons, useMenuLabel, type MenuEntry } from '../../patterns/AppShell/menuEntry';
import { ChevronIcon } from '../../patterns/AppShell/shellIcons';
import { AvatarUpload } from '../../patterns/AvatarUpload';
import { Avatar } from '../../primitives/Avatar';
import { Badge } from '../../primitives/Badge';
import { Card } from '../../primitives/Card';
import type { ImageUploadStatus } from '../../primitives/ImageUpload';
import { Skeleton } from '../../primitives/Skeleton';
import { StatusBadge } from '../../primitives/StatusBadge';

/** The id of a settings menu entry (the app's `MenuEntry.id`). */
export type ProfileMenuId = string;

/** spec 3 User, as far as the profile shows it. */
export type ProfileUser = Pick<ClientInfo, 'username'> &
  Partial<Pick<ClientInfo, 'full_name' | 'avatar' | 'mobile'>>;

export interface ProfileViewProps {
  /** The signed-in user; null while unknown (the display name is then 'Guest'). */
  user: ProfileUser | null;
  /** spec 4 KYC status, shown as a badge. Without it, no badge. */
  kycStatus?: KycStatus;
  /** spec 3 VIP level. Without it, not shown. */
  vip?: number;
  /**
   * spec 3 trust/credit score; shown with its band (domain `creditStanding`); 0 or null (no
   * history) is "Not rated yet". Without it (not known yet), not shown.
   */
  score?: number | null;
  /** The settings menu (spec 2 Profile and settings menu): its entries, in order. */
  menu: readonly MenuEntry[];
  /** Called with the chosen menu entry. */
  onSelect?: (item: MenuEntry) => void;
  /** Called with a new avatar image. Without it, the avatar is not a button. */
  onAvatarUpload?: (file: File) => void;
  /** The avatar upload's state. @default 'idle' */
  avatarUploadStatus?: ImageUploadStatus;
  /** The avatar upload's progress, 0-100. */
  avatarUploadProgress?: number;
  /** The app's (translated) detail of a failed avatar upload. */
  avatarUploadError?: string;
  /** The profile is loading: placeholders instead of the figures. @default false */
  loading?: boolean;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * spec 2 Profile and settings: the avatar (opens the avatar upload), display name, username and
 * mobile, KYC status, VIP level and credit score band, and the settings menu.
 */
export function ProfileView({
  user,
  kycStatus,
  vip,
  score,
  menu,
  onSelect,
  onAvatarUpload,
  avatarUploadStatus,
  avatarUploadProgress,
  avatarUploadError,
  loading = false,
  className,
  ref,
}: ProfileViewProps) {
  const t = useT('auth');
  const tc = useT('common');
  const tr = useT('rules');
  const label = useMenuLabel();
  const locale = useLocale();
  const [avatarOpen, setAvatarOpen] = useState(false);
  const settingsId = useId();
  const shown = displayName(user);
  // spec 3: full_name, else username, else 'Guest'
  const name = shown.kind === 'name' ? shown.name : String(tc('guest'));
  const avatar = <Avatar name={name} src={user?.avatar ?? undefined} size="lg" />;

  const facts: [string, ReactNode][] = [];
  if (user?.username) facts.push([t('profile.username'), user.username]);
  if (user?.mobile) facts.push([t('profile.mobile'), user.mobile]);
  if (kycStatus) facts.push([t('profile.kyc'), <StatusBadge kind="kyc" status={kycStatus} />]);
  if (vip !== undefined) {
    facts.push([
      t('profile.vip'),
      <Badge tone="primary">{t('profile.vipValue', { level: formatNumber(vip, locale) })}</Badge>,
    ]);
  }
  if (score !== undefined) {
    const standing = creditStanding(score);
    facts.push([
      t('profile.score'),
      standing === 'unrated' || score === null ? (
        // spec 3: no history yet is no rating, not '0 (Poor)'; what builds a score instead
        <span className="flex flex-col gap-0.5">
          <span>{tr('creditScore.unrated')}</span>
          <span className="text-xs font-normal text-fg-muted">{t('profile.scoreUnratedHint')}</span>
        </span>
      ) : (
        // spec 3 credit score rating: the band in words beside the number
        t('profile.scoreValue', {
          score: formatNumber(score, locale),
          rating: tr(`creditScore.${standing}`),
        })
      ),
    ]);
  }

  return (
    <div
      ref={ref}
      data-slot="profile-view"
      className={cn('mx-auto flex w-full max-w-2xl flex-col gap-4', className)}
    >
      <Card className="p-6">
        {loading ? (
          <div aria-busy="true" className="flex items-center gap-4">
            <Skeleton shape="circle" width={56} />
            <Skeleton lines={3} className="flex-1" />
          </div>
        ) : (
          <>
            <div className="flex items-center gap-4">
              {onAvatarUpload ? (
                <AriaButton
                  onPress={() => setAvatarOpen(true)}
                  className={cn(
                    focusRing,
                    'relative shrink-0 rounded-full data-[hovered]:opacity-90',
                  )}
                >
                  {/* the button is named by what it does; the picture is beside the name */}
                  <span aria-hidden="true">{avatar}</span>
                  <span className="sr-only">{t('profile.changeAvatar')}</span>
                  <span
                    aria-hidden="true"
                    className="absolute -right-1 -bottom-1 flex size-6 items-center justify-center rounded-full border border-border bg-surface text-fg"
                  >
                    <svg
                      viewBox="0 0 16 16"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="1.5"
                      className="size-3.5"
                    >
                      <path d="M2 5h2.5l1-1.5h5l1 1.5H14v8H2Z" />
                      <circle cx="8" cy="8.75" r="2.25" />
                    </svg>
                  </span>
                </AriaButton>
              ) : (
                avatar
              )}
              <div className="flex min-w-0 flex-col gap-0.5">
                <h1 className="truncate text-page-title text-fg">{name}</h1>
              </div>
            </div>
            {facts.length > 0 && (
              <dl className="grid grid-cols-[auto_1fr] items-center gap-x-6 gap-y-2 text-sm">
                {facts.map(([term, value]) => (
                  <div key={term} className="contents">
                    <dt className="text-fg-muted">{term}</dt>
                    <dd className="font-medium text-fg tabular-nums">{value}</dd>
                  </div>
                ))}
              </dl>
            )}
          </>
        )}
      </Card>

      <nav aria-labelledby={settingsId}>
        <Card className="gap-2 p-2">
          <h2 id={settingsId} className="px-3 pt-2 text-card-title text-fg">
            {t('profile.settings')}
          </h2>
          <ul className="flex flex-col">
            {menu.map((item) => {
              const Icon = menuIcons[item.icon];
              const danger = item.tone === 'danger';
              return (
                <li key={item.id}>
                  <AriaButton
                    data-menu-id={item.id}
                    onPress={() => onSelect?.(item)}
                    className={cn(
                      focusRing,
                      'flex min-h-11 w-full items-center gap-3 rounded-md px-3 py-2 text-start text-sm data-[hovered]:bg-surface-sunken data-[pressed]:bg-surface-sunken',
                      danger ? 'text-negative' : 'text-fg',
                    )}
                  >
                    <Icon className="size-5 shrink-0" />
                    <span className="flex-1">{label(item)}</span>
                    {!danger && (
                      <ChevronIcon className="size-4 shrink-0 text-fg-muted rtl:rotate-180" />
                    )}
                  </AriaButton>
                </li>
              );
            })}
          </ul>
        </Card>
      </nav>

      {onAvatarUpload && (
        <AvatarUpload
          isOpen={avatarOpen}
          onOpenChange={setAvatarOpen}
          name={name}
          currentSrc={user?.avatar ?? undefined}
          onUpload={onAvatarUpload}
          status={avatarUploadStatus}
          progress={avatarUploadProgress}
          error={avatarUploadError}
        />
      )}
    </div>
  );
}
