import type { GatewayClient } from '@dojo/protocol';

interface Props {
  clients: readonly GatewayClient[];
  selected: string | null;
  onSelect(client: GatewayClient): void;
  onDelete(client: GatewayClient): void;
}

/** Each client's logo (or its first letter), name, e-mail and logo URL, and an X to delete. */
export function ClientList({ clients, selected, onSelect, onDelete }: Props) {
  if (clients.length === 0) return <p className="admin-fact">No Available clients</p>;
  return (
    <ul className="gateway-list" role="list" aria-label="Clients">
      {clients.map((client) => {
        const logo = client.configuration.branding_logo_url;
        return (
          <li key={client.name} className="gateway-item" data-selected={client.name === selected}>
            <button
              type="button"
              className="gateway-select"
              aria-label={`Edit ${client.name}`}
              aria-current={client.name === selected ? 'true' : undefined}
              onClick={() => onSelect(client)}
            >
              {logo ? (
                <img className="gateway-logo" src={logo} alt="" />
              ) : (
                <span className="gateway-logo gateway-letter" aria-hidden="true">
                  {client.name.charAt(0).toUpperCase()}
                </span>
              )}
              <span className="gateway-text">
                <strong>{client.name}</strong>
                <span>{client.email}</span>
                <span className="gateway-url">{logo || 'No logo'}</span>
              </span>
            </button>
            <button
              type="button"
              className="btn btn-quiet btn-small gateway-delete"
              aria-label={`Delete ${client.name}`}
              onClick={() => onDelete(client)}
            >
              X
            </button>
          </li>
        );
      })}
    </ul>
  );
}
