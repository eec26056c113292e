import { z } from 'zod';
import { call } from '../core/call';
import { Status } from '../core/status';
import { BaseRevision, RevisionStamp } from '../core/revision';
import { GatewayClient, GatewayClientRequest } from './entities';

/**
 * The client gateway (docs/admin.md). The documented bodies carry no token: these calls
 * authenticate with the editor's `Authorization: Bearer` header, as getClients does.
 */

const BEARER = 'The spec shows no token in the body; ours is the bearer header, as getClients.';

/** The brands offered for campaigns and facilitated exercises. */
export const getClients = call('GET', '/api/getClients', z.object({}), z.array(GatewayClient), {
  auth: 'bearer',
});

/**
 * The Client Gateway list. The spec says its helper's path is "not shown"; ours is
 * GET /api/listClients, answering the same list as getClients.
 */
export const listClients = call('GET', '/api/listClients', z.object({}), z.array(GatewayClient), {
  auth: 'bearer',
  note: 'Path not shown in the spec; ours.',
});

/** Success data is 'Successfully Created Client'. */
export const createClient = call('POST', '/api/createClient', GatewayClientRequest, Status, {
  auth: 'bearer',
  note: BEARER,
});

/** Name and email identify the client and cannot change; the configuration can. */
export const updateClient = call(
  'PUT',
  '/api/updateClient',
  GatewayClientRequest.extend(BaseRevision),
  Status.extend(RevisionStamp),
  {
    auth: 'bearer',
    note: `${BEARER} Additive: \`baseRevision\` in, \`revision\` out; 409 StaleWrite when stale.`,
  },
);

export const deleteClient = call(
  'DELETE',
  '/api/deleteClient/:name',
  z.object({ name: z.string().min(1).max(100) }),
  Status,
  { auth: 'bearer', note: `${BEARER} The answer is not shown; ours is {type, data}.` },
);
