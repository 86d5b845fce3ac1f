import { NotificationService } from '../../../api/generated/client';
import { authorized } from '../../../lib/session/auth-client';

/** A 15-minute ticket for the event stream (EventSource cannot send the bearer token). */
export const getStreamTicket = () => authorized(() => NotificationService.getStreamTicket());
