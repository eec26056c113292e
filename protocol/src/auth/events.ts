import { broadcast, pushSchema } from '../core/socket';
import { ACCOUNT_PUSHES } from './constants';
import { CustomerSession } from './entities';

/** A portal account changed (NDA agreed, level changed): every tab of that client updates. */
export const accountUpdated = broadcast(ACCOUNT_PUSHES.accountUpdated, pushSchema(CustomerSession));
