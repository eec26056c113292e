export { emitAsync } from './emitAsync';
export { useBroadcast, useRealtimeConnection, useSocket } from './hooks';
export { registerResync, type ResyncHandler } from './resync';
export { startAccountSync, refreshCustomerSession } from './accountSync';
export type { Connection, ConnectionStatus, DojoSocket } from './connection';
