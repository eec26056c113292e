/** A saved scenario file as the server answers loadFile, for the editor's tests. */
export const PHISHING_FILE = {
  fileName: 'phishing',
  scenario: [{ id: '1', section: '1' }],
  visible: false,
  title: 'Phishing',
  subtitle: '',
  description: '',
  playtime: '',
  maturity: '',
  delegates: '',
  competencies: '',
  image: '',
  learningPrograms: false,
  level: 0,
  teams: true,
  beta: false,
};
