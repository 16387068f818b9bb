/**
 * The desk's views of the contact messages. Each message not yet handled is in the
 * inbox or held; "Probably junk" overlaps both: a lens for clearing a flood.
 */
export const INBOX_VIEWS = ['inbox', 'held', 'junk', 'handled'] as const;
export type InboxView = (typeof INBOX_VIEWS)[number];

const VIEW_NAMES: Record<InboxView, string> = { inbox: 'Inbox', held: 'Held', junk: 'Probably junk', handled: 'Handled' };

export const viewName = (view: InboxView) => VIEW_NAMES[view];
