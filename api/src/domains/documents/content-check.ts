import {
  contentTypeOfName,
  documentContentTypes,
  documentMessages,
  type DocumentContentType,
} from '@commons/shared/domain';
import { badRequest } from '@commons/server-kernel/errors';

/** The leading bytes each accepted type starts with ("magic numbers"). */
const signatures: Record<DocumentContentType, Uint8Array> = {
  'application/pdf': Buffer.from('%PDF-', 'latin1'),
  'image/png': Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a),
  'image/jpeg': Uint8Array.of(0xff, 0xd8, 0xff),
};

const isAccepted = (type: string): type is DocumentContentType =>
  (documentContentTypes as readonly string[]).includes(type);

/**
 * The type the upload declares: its part's Content-Type when that is one of the accepted ones,
 * else what its name's extension stands for (some clients send every file as
 * application/octet-stream). Refused with a message when neither is an accepted type.
 */
export function declaredContentType(mimetype: string, fileName: string): DocumentContentType {
  const type = mimetype.split(';')[0]!.trim().toLowerCase();
  if (isAccepted(type)) return type;
  const byName = type === 'application/octet-stream' || type === '' ? contentTypeOfName(fileName) : null;
  if (byName) return byName;
  throw badRequest(documentMessages.type);
}

/**
 * Passes `source` through once its leading bytes proved to be `type`: the server checks the
 * content, not the name, so a renamed executable or an HTML page called `.png` is refused
 * before anything is stored. An empty source is refused too.
 */
export async function* checkedContent(
  source: AsyncIterable<Uint8Array>,
  type: DocumentContentType,
): AsyncGenerator<Uint8Array> {
  const signature = signatures[type];
  let head = Buffer.alloc(0);
  let checked = false;
  for await (const chunk of source) {
    if (checked) {
      yield chunk;
      continue;
    }
    // The signature may straddle chunks: hold the first bytes back until there are enough.
    head = Buffer.concat([head, chunk]);
    if (head.length < signature.length) continue;
    if (!head.subarray(0, signature.length).equals(signature)) throw badRequest(documentMessages.mismatch);
    checked = true;
    yield head;
  }
  if (checked) return;
  throw badRequest(head.length === 0 ? documentMessages.empty : documentMessages.mismatch);
}
