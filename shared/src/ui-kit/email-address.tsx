import { Fragment } from 'react';

/**
 * An email address in bold that a narrow line breaks only before its @ and its dots: a phone
 * shows "ada.lovelace" / "@example.com", never "ada.lovelace@example.co" / "m". A part longer
 * than the line still breaks wherever its container allows.
 */
export function EmailAddress({ address }: { address: string }) {
  const parts = address.split(/(?=[@.])/);
  return (
    <strong>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </strong>
  );
}
