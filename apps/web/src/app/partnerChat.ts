// spec 7 cs_key: the seam for a partner's support-chat script. A tenant with a chat key
// (GET /client/app/v1/cs_key) may have its partner's chat instead of ours; this build ships no
// partner script (nothing third-party is loaded), so `partnerChat` is undefined and every client
// meets our own chat (domain's chatChannel decides). A deployment that has a partner sets an
// adapter here: it loads the partner's script with the key and opens its window.

/** What the partner's chat must offer: open it for the signed-in client, close it. */
export interface PartnerChatAdapter {
  open(input: { key: string; userId: string; onClose: () => void }): void;
  close(): void;
}

/** The partner chat of this build: none. */
export const partnerChat: PartnerChatAdapter | undefined = undefined;
