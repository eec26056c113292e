/**
 * The sample MSEL sheets (written by ./generate.ts, committed beside it), as planners write
 * them. The tests import the committed files and compare with what is declared here.
 */

/** A run of rich text: bold, italic, a colour (RRGGBB), line breaks inside its text. */
export interface SampleRun {
  text: string;
  bold?: boolean;
  italic?: boolean;
  color?: string;
}
/** A cell: text, rich text, or an Excel time of day (hours, minutes). */
export type SampleCell = string | { runs: SampleRun[] } | { timeOfDay: [number, number] };

export interface SampleSheet {
  name: string;
  worksheet: string;
  formats: readonly ('csv' | 'xlsx')[];
  delimiter?: ',' | ';';
  rows: SampleCell[][];
  /** The sheet's row number of the header (1 = the first row). */
  headerRow: number;
  /** The injects: their sheet rows and their times in minutes from the sheet's first time. */
  injects: { row: number; minutes: number }[];
}

/**
 * A six-inject ransomware tabletop in English: a title and a blank row above the header, a
 * To and a Method column, the planner's channel words.
 */
const ransomware: SampleSheet = {
  name: 'ransomware-tabletop',
  worksheet: 'MSEL',
  formats: ['xlsx', 'csv'],
  headerRow: 3,
  rows: [
    ['Operation Locked Harbour — ransomware tabletop MSEL', '', '', '', '', '', '', '', ''],
    ['', '', '', '', '', '', '', '', ''],
    ['Inject #', 'Time', 'From', 'To', 'Method', 'Subject', 'Inject', 'Expected Action', 'Notes'],
    [
      '1',
      '09:00',
      'SOC Monitoring',
      'SOC team',
      'SIEM alert',
      'Unusual SMB traffic',
      'SIEM rule 4412 fired: FS-02 is writing to 300 shares in 2 minutes.',
      'Triage the alert; open an incident ticket.',
      'Start of play: facilitator reads the scene-setter.',
    ],
    [
      '2',
      '09:10',
      'CrowdStrike Falcon',
      'SOC team',
      'EDR alert',
      'Ransomware behaviour on FS-02',
      'Mass file renames to *.lockd on FS-02.\nProcess: svc_backup.exe',
      'Isolate FS-02.',
      '',
    ],
    [
      '3',
      '09:25',
      'Dana Reyes <dana.reyes@harbour.example>',
      'IT Director',
      'Phone call',
      'Helpdesk flooded',
      'Forty calls in ten minutes: nobody in Finance can open a file.',
      'Escalate to the crisis team.',
      'Play it as a live call if the room allows.',
    ],
    [
      '4',
      '09:40',
      'Attacker',
      'CEO',
      'Email',
      'Your files are ours',
      'Pay 40 BTC within 48 hours or we publish your customer data.',
      'Do not reply; inform legal and the insurer.',
      '',
    ],
    [
      '5',
      '10:05',
      'Harbour Gazette',
      'Communications',
      'Press',
      'Is Harbour Logistics under attack?',
      'A reporter asks for a statement before 11:00.',
      'Hold statement approved by legal.',
      'Deliverable: holding statement',
    ],
    [
      '6',
      '10:30',
      'Anon Leaks',
      'Communications',
      'Tweet',
      '',
      'We have @HarbourLog’s payroll. Sample soon. #leak',
      'Monitor and coordinate with the comms plan.',
      '',
    ],
  ],
  injects: [
    { row: 4, minutes: 0 },
    { row: 5, minutes: 10 },
    { row: 6, minutes: 25 },
    { row: 7, minutes: 40 },
    { row: 8, minutes: 65 },
    { row: 9, minutes: 90 },
  ],
};

const FR_TYPES = [
  'Courriel',
  'Appel téléphonique',
  'Message',
  'Article de presse',
  'Tweet',
  'SMS',
  'Alerte SIEM',
  'Mail',
  'Dépêche AFP',
];
const FR_FROM = [
  'CERT-FR',
  'Préfecture',
  'Directeur général',
  'RSSI',
  'Journaliste — Le Quotidien',
  'ARS Île-de-France',
  'Prestataire infogérance',
  'Cellule communication',
];
const FR_TO = ['Cellule de crise', 'DSI', 'Direction générale', 'Communication', 'RSSI'];

/** 09h00 plus minutes, as a French chronogram writes it ('09h00', '14h30'). */
const frenchTime = (minutes: number) => {
  const total = 9 * 60 + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}h${String(total % 60).padStart(2, '0')}`;
};

function frenchStimulus(index: number): SampleCell {
  const n = index + 1;
  if (index % 3 === 0) {
    return {
      runs: [
        { text: `Stimulus ${n} : `, bold: true },
        { text: 'l’activité du réseau hospitalier est dégradée.\n' },
        { text: 'Urgent', bold: true, color: 'C00000' },
        { text: ' — merci de confirmer la réception.', italic: true },
      ],
    };
  }
  return `Stimulus ${n} : situation transmise à la cellule (élément n° ${n}), réponse attendue sous 30 min.`;
}

/**
 * An 81-inject crisis-exercise chronogram in French, as a national exercise writes it: a title
 * block, French headers, times as 09h00 over a six-hour day (09h00 to 15h00, every 4 min 30 s
 * rounded), rich-text stimuli, comments and deliverables.
 */
const chronogram: SampleSheet = {
  name: 'chronogramme-crise',
  worksheet: 'Chronogramme',
  formats: ['xlsx'],
  headerRow: 4,
  rows: [
    ['EXERCICE DE CRISE CYBER — CHRONOGRAMME', '', '', '', '', '', '', ''],
    ['Version 3 — diffusion restreinte (animateurs)', '', '', '', '', '', '', ''],
    ['', '', '', '', '', '', '', ''],
    [
      'horaire',
      'type',
      'Emetteur',
      'Destinataire',
      'stimuli',
      'reaction attendue',
      'commentaire',
      'livrable',
    ],
    ...Array.from({ length: 81 }, (_, index): SampleCell[] => {
      const minutes = Math.round(index * 4.5);
      return [
        index % 10 === 5
          ? { timeOfDay: [9 + Math.floor(minutes / 60), minutes % 60] }
          : frenchTime(minutes),
        FR_TYPES[index % FR_TYPES.length]!,
        FR_FROM[index % FR_FROM.length]!,
        FR_TO[index % FR_TO.length]!,
        frenchStimulus(index),
        index % 4 === 0 ? `Réaction attendue n° ${index + 1} : décision de la cellule.` : '',
        index % 5 === 0 ? `Commentaire animateur ${index + 1}` : '',
        index % 9 === 0 ? `Livrable ${index + 1} : point de situation` : '',
      ];
    }),
  ],
  injects: Array.from({ length: 81 }, (_, index) => ({
    row: 5 + index,
    minutes: Math.round(index * 4.5),
  })),
};

/** A short German MSEL, semicolon-separated as German spreadsheets write CSV. */
const german: SampleSheet = {
  name: 'uebung-msel',
  worksheet: 'Drehbuch',
  formats: ['xlsx', 'csv'],
  delimiter: ';',
  headerRow: 2,
  rows: [
    ['Cyber-Krisenübung 2026 – Drehbuch', '', '', '', '', '', '', ''],
    ['Lfd. Nr.', 'Uhrzeit', 'Absender', 'Empfänger', 'Kanal', 'Betreff', 'Nachricht', 'Bemerkung'],
    [
      '1',
      '10:00',
      'Leitstelle',
      'Krisenstab',
      'E-Mail',
      'Lagebild',
      'Störung im Rechenzentrum Süd.',
      '',
    ],
    [
      '2',
      '10:15',
      'BSI',
      'IT-Leitung',
      'Anruf',
      'Warnung',
      'Schwachstelle wird aktiv ausgenutzt.',
      'Telefon simulieren',
    ],
    ['', '', '', '', '', '', '', ''],
    [
      '3',
      '10:40',
      'Tagesblatt',
      'Pressestelle',
      'Presse',
      'Anfrage',
      'Bitte um Stellungnahme bis 12 Uhr.',
      '',
    ],
    [
      '4',
      '11:00',
      'Überwachung',
      'SOC',
      'SIEM-Alarm',
      'Auffälliger Login',
      'Anmeldung aus Übersee für Konto „admin“.',
      '',
    ],
  ],
  injects: [
    { row: 3, minutes: 0 },
    { row: 4, minutes: 15 },
    { row: 6, minutes: 40 },
    { row: 7, minutes: 60 },
  ],
};

export const SAMPLES: readonly SampleSheet[] = [ransomware, chronogram, german];
