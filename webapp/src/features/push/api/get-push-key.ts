import { NotificationService } from '../../../api/generated/client';
import { authorized } from '../../../lib/session/auth-client';

/** The server's VAPID public key (base64url of the uncompressed P-256 point): the browser's `applicationServerKey`. */
export const getPushKey = () => authorized(() => NotificationService.getPushKey());
