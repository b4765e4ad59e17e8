import { QRCodeSVG } from 'qrcode.react';
import styled from 'styled-components';
import { text } from '../text';

// A QR code scans only dark on light: the white box stays white in the dark theme too.
const Box = styled.div`
  align-self: center; padding: 16px; border-radius: ${({ theme }) => theme.radius.l}; background: #fff; line-height: 0;
`;

/** The ticket's QR code of qr_token (spec section 2). Its own chunk: qrcode.react loads on the ticket only. */
export default function TicketQr({ token }: { token: string }) {
  return (
    <Box>
      <QRCodeSVG
        value={token}
        size={220}
        level="M"
        marginSize={0}
        bgColor="#ffffff"
        fgColor="#000000"
        role="img"
        aria-label={text.qrLabel}
      />
    </Box>
  );
}
