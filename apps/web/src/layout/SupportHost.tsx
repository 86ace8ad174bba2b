// spec 1/2/4/7 and where "Customer service" leads (footer, side menu). A signed-in client meets
// the support chat with their advisor (the server sends the greeting at most once per 4 hours
// and pushes answers live); a tenant with a chat key and a partner adapter would open the
// partner's chat instead (app/partnerChat.ts). A guest gets the company's contact details
// (/setting/v1/co). Loaded and mounted when opened.
import {
  useCompany,
  useSupportChat,
  useSupportChatKey,
  useUploadedImages,
} from '@invest/api/hooks';
import { chatChannel } from '@invest/domain';
import { CustomerService, type CustomerServiceCompany } from '@invest/ui/CustomerService';
import { SupportChat, type SupportChatConnection } from '@invest/ui/SupportChat';
import { useEffect, useMemo, useState } from 'react';
import { partnerChat } from '../app/partnerChat';

interface Props {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** The signed-in client's id; absent for a guest (spec 4: the chat needs a login). */
  userId?: string;
  /** The IANA time zone of the client's times. */
  timeZone?: string;
}

function useContact(): CustomerServiceCompany | undefined {
  const company = useCompany();
  return company.data?.co_name
    ? {
        name: company.data.co_name,
        address: company.data.co_address,
        licence: company.data.icp_no,
      }
    : undefined;
}

/** Whether the browser has a network (the chat says so rather than looking stuck). */
function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const on = () => setOnline(true);
    const off = () => setOnline(false);
    window.addEventListener('online', on);
    window.addEventListener('offline', off);
    return () => {
      window.removeEventListener('online', on);
      window.removeEventListener('offline', off);
    };
  }, []);
  return online;
}

function ClientChat({ isOpen, onOpenChange, timeZone }: Props) {
  const chat = useSupportChat({ open: isOpen });
  const online = useOnline();
  const connection: SupportChatConnection = online ? chat.stream : 'offline';
  const pending = useMemo(
    () => chat.pending.map((p) => ({ ...p, images: p.files.length })),
    [chat.pending],
  );
  // the attached images are the client's uploads, served with the token: fetched into object
  // URLs (never the token in an address), revoked when the chat closes
  const urls = useMemo(
    () => chat.messages.flatMap((m) => m.attachments.map((a) => a.url)),
    [chat.messages],
  );
  const images = useUploadedImages(urls);
  return (
    <SupportChat
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      status={chat.status}
      messages={chat.messages}
      pending={pending}
      connection={connection}
      onRetry={chat.reload}
      onSend={chat.send}
      onRetrySend={chat.retry}
      images={images}
      {...(timeZone ? { timeZone } : {})}
    />
  );
}

function ClientSupport(props: Props & { userId: string }) {
  const key = useSupportChatKey();
  const channel = chatChannel({
    authenticated: true,
    csKey: key.data?.key,
    partnerAvailable: partnerChat !== undefined,
  });
  const { isOpen, onOpenChange, userId } = props;
  useEffect(() => {
    if (channel !== 'partner' || !isOpen || !key.data?.key) return;
    partnerChat?.open({ key: key.data.key, userId, onClose: () => onOpenChange(false) });
    return () => partnerChat?.close();
  }, [channel, isOpen, key.data?.key, userId, onOpenChange]);
  return channel === 'partner' ? null : <ClientChat {...props} />;
}

function GuestSupport({ isOpen, onOpenChange }: Props) {
  const company = useContact();
  return (
    <CustomerService isOpen={isOpen} onOpenChange={onOpenChange} mode="contact" company={company} />
  );
}

export default function SupportHost(props: Props) {
  return props.userId ? (
    <ClientSupport {...props} userId={props.userId} />
  ) : (
    <GuestSupport {...props} />
  );
}
