import * as v from 'valibot';
import { noticeKinds, type NoticeKind } from '@commons/shared/domain';

const flag = (kind: NoticeKind) => v.boolean(`${kind} must be true or false`);

/** Each notice kind on (true) or off; receipts and security mail are not listed: they are always sent. */
export const NoticePreferencesSchema = v.object({
  withdrawals: flag('withdrawals'),
  'account-status': flag('account-status'),
  documents: flag('documents'),
  'operational-data': flag('operational-data'),
} satisfies Record<NoticeKind, v.GenericSchema>);
export type NoticePreferences = v.InferOutput<typeof NoticePreferencesSchema>;

/**
 * PUT /user/individual/notification-preferences: the kinds to change, one or more (a switch
 * sends its own); a kind left out keeps its setting.
 */
export const UpdateNoticePreferencesSchema = v.pipe(
  v.partial(NoticePreferencesSchema),
  v.check((changes) => noticeKinds.some((kind) => changes[kind] !== undefined), `Send at least one of ${noticeKinds.join(', ')}`),
);
export type UpdateNoticePreferences = v.InferOutput<typeof UpdateNoticePreferencesSchema>;

/** What a notice's unsubscribe link carries: the account and the kind, signed by the server. */
export const UnsubscribeQuerySchema = v.object({
  token: v.pipe(
    v.string('This unsubscribe link is incomplete; open it again from the email'),
    v.maxLength(300, 'This unsubscribe link is not valid; open it again from the email'),
    v.regex(/^[\w-]+\.[\w-]+$/, 'This unsubscribe link is not valid; open it again from the email'),
  ),
});

/** The reply of the unsubscribe and resubscribe routes: which kind, and whether it is now on. */
export const UnsubscribeResultSchema = v.object({
  kind: v.picklist(noticeKinds),
  /** The kind in words, as the preferences page names it. */
  label: v.string(),
  enabled: v.boolean(),
});
export type UnsubscribeResult = v.InferOutput<typeof UnsubscribeResultSchema>;
