import type { ResourceDocument } from '../../domain/resources/resource';

export const DEMO_RESOURCES: ResourceDocument[] = [
  { id: 'res-getting-there', title: 'Getting there', description: 'Trams 15 and 18 stop at the door; bikes park in the courtyard.', url: 'https://example.org/getting-there', category: 'Practical', order: 1 },
  { id: 'res-accessibility', title: 'Accessibility', description: 'Step-free entrance, hearing loops in every room, quiet room on floor 1.', url: 'https://example.org/accessibility', category: 'Practical', order: 2 },
  { id: 'res-wifi', title: 'Wi-Fi and power', description: 'Network “Rollcall-Guest”, no password; sockets under every second seat.', url: 'https://example.org/wifi', category: 'Practical', order: 3 },
  { id: 'res-programme', title: 'Programme (PDF)', description: 'Every talk, room and time.', url: 'https://example.org/programme.pdf', category: 'Programme', order: 1 },
  { id: 'res-speakers', title: 'Speakers', description: 'Who is speaking, with short biographies.', url: 'https://example.org/speakers', category: 'Programme', order: 2 },
  { id: 'res-slides-winter', title: 'Winter Lecture slides', description: 'Slides of the Winter Lecture Series.', url: 'https://example.org/winter-slides', category: 'Downloads', order: 1 },
  { id: 'res-code-of-conduct', title: 'Code of conduct', description: 'How we treat each other, and whom to call if something is wrong.', url: 'https://example.org/conduct', category: 'Policies', order: 1 },
  { id: 'res-privacy', title: 'Privacy notice', description: 'What we store about you, for how long, and how to have it deleted.', url: 'https://example.org/privacy', category: 'Policies', order: 2 },
];
