import { broadcast, pushSchema } from '../core/socket';
import { CustomerSession } from './entities';

/** A portal account changed (NDA agreed, level changed): every tab of that client updates. */
export const accountUpdated = broadcast('account.updated', pushSchema(CustomerSession));
