import 'server-only';
import QRCode from 'qrcode';

/** A QR code of the address as a PNG, for the selection's cover (medium error correction, so a
 * creased print still reads). */
export async function qrPng(address: string): Promise<Uint8Array> {
  return new Uint8Array(
    await QRCode.toBuffer(address, { type: 'png', errorCorrectionLevel: 'M', margin: 2, scale: 6 }),
  );
}
