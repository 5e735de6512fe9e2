import { Spinner } from '@commons/shared/ui';
import { toDataURL } from 'qrcode';
import { useEffect, useState } from 'react';
import styled from 'styled-components';

const Qr = styled.img`
  width: 184px;
  height: 184px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: #fff;
`;

const Box = styled.div`
  display: grid;
  place-items: center;
  width: 184px;
  height: 184px;
`;

/** The invitation's `otpauth://` address as a QR code, drawn in the browser: the secret never leaves the page. */
export function AuthenticatorQr({ otpauthUrl }: { otpauthUrl: string }) {
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void toDataURL(otpauthUrl, { margin: 1, width: 368 }).then((url) => current && setImage(url));
    return () => {
      current = false;
    };
  }, [otpauthUrl]);
  if (!image) {
    return (
      <Box>
        <Spinner label="Drawing the QR code" />
      </Box>
    );
  }
  return <Qr src={image} alt="QR code to add the Carbon Commons console to your authenticator app" />;
}
