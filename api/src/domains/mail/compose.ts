import { isNoticeKind, noticeKindLabels } from '@commons/shared/domain';
import { brandGreen } from '../../certificates/brand-mark';
import { brandMarkCid } from './brand-mark-png';
import type { MailInput, RenderedMail } from './types';

/** The site's name, as the mail's header and footer print it. */
export const siteName = 'Carbon Commons';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const font = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

function detailsHtml(details: NonNullable<MailInput['details']>): string {
  const rows = details
    .map(
      ([label, value]) =>
        `<tr><td style="padding:6px 12px 6px 0;color:#55615a;${font};font-size:14px;vertical-align:top">${escapeHtml(label)}</td>` +
        `<td style="padding:6px 0;color:#17201b;${font};font-size:14px;font-weight:600;text-align:right">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-top:1px solid #e2e8e4;border-bottom:1px solid #e2e8e4;margin:8px 0 20px">${rows}</table>`;
}

function actionHtml({ label, url }: NonNullable<MailInput['action']>): string {
  const href = escapeHtml(url);
  return (
    `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 20px"><tr>` +
    `<td style="border-radius:6px;background:${brandGreen}"><a href="${href}" style="display:inline-block;padding:12px 22px;${font};font-size:16px;font-weight:600;color:#ffffff;text-decoration:none">${escapeHtml(label)}</a></td>` +
    `</tr></table>` +
    `<p style="margin:0 0 20px;${font};font-size:13px;color:#55615a;word-break:break-all">Or open this link: <a href="${href}" style="color:${brandGreen}">${href}</a></p>`
  );
}

/** The unsubscribe link's words, naming the kind it stops (`Stop emails about: Withdrawal requested and decided`). */
const stopLabel = (mail: MailInput) =>
  isNoticeKind(mail.category) ? `Stop emails about: ${noticeKindLabels[mail.category]}` : 'Stop these emails';

function footerHtml(mail: MailInput): string {
  const stop = mail.unsubscribeUrl
    ? ` <a href="${escapeHtml(mail.unsubscribeUrl)}" style="color:#55615a">${escapeHtml(stopLabel(mail))}</a>.`
    : '';
  return `<p style="margin:0;${font};font-size:12px;line-height:18px;color:#7a857f">You receive this email because of your account at ${siteName}.${stop}</p>`;
}

/**
 * The HTML part: tables and inline styles only (mail readers drop style sheets), one column at
 * most 560 px wide so it reads on a phone, the mark at the top as an inline image.
 */
function renderHtml(mail: MailInput): string {
  const paragraphs = mail.paragraphs
    .map((p) => `<p style="margin:0 0 16px;${font};font-size:16px;line-height:24px;color:#17201b">${escapeHtml(p)}</p>`)
    .join('');
  const body = [
    `<h1 style="margin:0 0 16px;${font};font-size:22px;line-height:28px;color:#17201b">${escapeHtml(mail.heading)}</h1>`,
    paragraphs,
    mail.details?.length ? detailsHtml(mail.details) : '',
    mail.action ? actionHtml(mail.action) : '',
  ].join('');
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(mail.subject)}</title></head>`,
    '<body style="margin:0;padding:0;background:#f2f5f3">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f2f5f3"><tr><td align="center" style="padding:24px 12px">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px">',
    `<tr><td style="padding:0 4px 16px"><img src="cid:${brandMarkCid}" width="28" height="28" alt="" style="vertical-align:middle;border:0">`,
    `<span style="${font};font-size:18px;font-weight:700;color:${brandGreen};vertical-align:middle;padding-left:8px">${siteName}</span></td></tr>`,
    `<tr><td style="background:#ffffff;border-radius:8px;padding:28px 24px">${body}</td></tr>`,
    `<tr><td style="padding:16px 4px">${footerHtml(mail)}</td></tr>`,
    '</table></td></tr></table></body></html>',
  ].join('\n');
}

/** The plain text part: the same content, an action as `Label: url` so any reader can follow it. */
function renderText(mail: MailInput): string {
  const blocks = [siteName, mail.heading, ...mail.paragraphs];
  if (mail.details?.length) blocks.push(mail.details.map(([label, value]) => `${label}: ${value}`).join('\n'));
  if (mail.action) blocks.push(`${mail.action.label}: ${mail.action.url}`);
  const foot = `You receive this email because of your account at ${siteName}.`;
  blocks.push(mail.unsubscribeUrl ? `${foot}\n${stopLabel(mail)}: ${mail.unsubscribeUrl}` : foot);
  return `${blocks.join('\n\n')}\n`;
}

/** A mail's subject, HTML and plain text parts, as stored in the outbox and sent. */
export function composeMail(mail: MailInput): RenderedMail {
  return { subject: mail.subject, html: renderHtml(mail), text: renderText(mail) };
}
