/** The demo accounts created on first start (listed in the README). */
export const DEMO = {
  client: { name: 'acmecorp', email: 'security@acme.example', level: 2 as const, credit: 100 },
  owner: { username: 'acmecorp', password: 'acme-demo-2026', email: 'security@acme.example' },
  trainer: {
    username: 'acmecorp-trainer',
    password: 'trainer-demo-2026',
    email: 'trainer@acme.example',
  },
  editor: { username: 'author', password: 'author-demo-2026', email: 'author@dojo.example' },
};
