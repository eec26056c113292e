import type { Organisation, PdfDefinition } from '@dojo/protocol';

export const DEMO_ORGANISATIONS: Organisation[] = [
  {
    name: 'Acme Corp',
    email: 'info@acme.example',
    personas: [
      { name: 'Sam Patel', email: 'sam.patel@acme.example', role: 'SOC Analyst' },
      { name: 'Dana Reyes', email: 'dana.reyes@acme.example', role: 'CISO' },
      { name: 'Morgan Lee', email: 'morgan.lee@acme.example', role: 'Head of Communications' },
    ],
  },
  {
    name: 'Daily Byte',
    email: 'newsdesk@dailybyte.example',
    personas: [
      {
        name: 'Jordan Blake',
        email: 'jordan.blake@dailybyte.example',
        role: 'Technology Reporter',
      },
    ],
  },
];

export const DEMO_PDFS: PdfDefinition[] = [
  {
    fileName: 'ransomwarePlaybook',
    title: 'Ransomware response playbook',
    type: 'Document',
    content: [
      'header: First hour',
      'Isolate affected hosts from the network. Do not power them off.',
      'subtitle: Escalation',
      'Open a bridge with security, IT operations, legal and communications.',
    ].join('\n'),
    images: [],
    fields: [],
  },
  {
    fileName: 'incidentReport',
    title: 'Incident report',
    type: 'Form',
    content: 'header: Incident report\nFill in every field before the bridge closes.',
    images: [],
    fields: [
      { label: 'Summary of the incident', identifier: 'summary', fieldType: 'Text', options: [] },
      {
        label: 'Severity',
        identifier: 'severity',
        fieldType: 'Radio Button',
        options: ['Low', 'Medium', 'High', 'Critical'],
      },
      {
        label: 'Systems affected',
        identifier: 'systems',
        fieldType: 'Checkboxes',
        options: ['File server', 'Backups', 'ERP', 'VPN'],
      },
    ],
  },
];
