import { injectable } from 'inversify';
import QRCode from 'qrcode';
import type { QrCodeRenderer } from '../../application/ports/security.ports.js';

/** An SVG (text, no canvas, no network) the settings page inlines; medium error correction survives screen glare. */
@injectable()
export class QrcodeQrCodeRenderer implements QrCodeRenderer {
  svg(text: string): Promise<string> {
    return QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  }
}
