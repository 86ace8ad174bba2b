// spec 2/4/7/9 and where "Customer service" leads (footer, side menu). A signed-in
// client whose tenant has a chat key (cs_key) reaches the support chat, which sends its
// automatic greeting at most once per 4 hours per user; everyone else gets the company's
// contact details (/setting/v1/co). The partner's chat script is not loaded here (we do not
// run it): the panel is our own, with the same rules. Loaded and mounted when opened.
import { useCompany, useSupportChatKey } from '@invest/api/hooks';
import { nextAutoMessageState, type AutoMessageLog } from '@invest/domain';
import { CustomerService, type CustomerServiceCompany } from '@invest/ui/CustomerService';
import { useEffect, useState } from 'react';
import { local } from '../app/storage';

const LOG_KEY = 'invest.chat.autoMessages';

function readLog(): AutoMessageLog {
  try {
    const value: unknown = JSON.parse(local.get(LOG_KEY) ?? '{}');
    return value && typeof value === 'object' ? (value as AutoMessageLog) : {};
  } catch {
    return {};
  }
}

interface Props {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** The signed-in client's id; absent for a guest (spec 4: the chat needs a login). */
  userId?: string;
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

function ClientSupport({ isOpen, onOpenChange, userId }: Props & { userId: string }) {
  const key = useSupportChatKey();
  const company = useContact();
  // spec 9: the greeting goes out when the chat opens (this is mounted per opening), at most
  // once per 4 h per user
  const [greeting] = useState(() => nextAutoMessageState(readLog(), userId, Date.now()));
  useEffect(() => {
    if (greeting.send) local.set(LOG_KEY, JSON.stringify(greeting.state));
  }, [greeting]);
  const greeted = greeting.send;
  const mode = key.data?.key ? 'chat' : key.error || key.data ? 'contact' : 'loading';
  return (
    <CustomerService
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      mode={mode}
      greeting={greeted}
      company={company}
    />
  );
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
