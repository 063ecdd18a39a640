import styled from 'styled-components';

/** Stroke icons on a 24 px grid. Paths are drawn for this project; all icons are decorative. */
const PATHS = {
  audit: 'M10.5 3.5a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM20.5 20.5l-5-5M7.5 10.5l2 2 4-4',
  analytics: 'M3 20.5h18M6.5 16.5v-4M11 16.5v-9M15.5 16.5v-6M20 16.5V4.5',
  database:
    'M12 3c4.4 0 8 1.3 8 3s-3.6 3-8 3-8-1.3-8-3 3.6-3 8-3zM4 6v12c0 1.7 3.6 3 8 3s8-1.3 8-3V6M4 12c0 1.7 3.6 3 8 3s8-1.3 8-3',
  components: 'M4.5 3.5h5a1 1 0 0 1 1 1v5a1 1 0 0 1-1 1h-5a1 1 0 0 1-1-1v-5a1 1 0 0 1 1-1zM14.5 3.5h5a1 1 0 0 1 1 1v5a1 1 0 0 1-1 1h-5a1 1 0 0 1-1-1v-5a1 1 0 0 1 1-1zM4.5 13.5h5a1 1 0 0 1 1 1v5a1 1 0 0 1-1 1h-5a1 1 0 0 1-1-1v-5a1 1 0 0 1 1-1zM17 13.5v7M13.5 17h7',
  shield: 'M12 3 4.5 6v5.5c0 4.6 3.2 8.4 7.5 9.5 4.3-1.1 7.5-4.9 7.5-9.5V6zM9 12l2 2 4-4',
  globe:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c2.4 2.5 3.7 5.5 3.7 9s-1.3 6.5-3.7 9c-2.4-2.5-3.7-5.5-3.7-9S9.6 5.5 12 3z',
  infinity: 'M12 12c-1.8-2.4-3.3-4-5.3-4a4 4 0 0 0 0 8c2 0 3.5-1.6 5.3-4zm0 0c1.8 2.4 3.3 4 5.3 4a4 4 0 0 0 0-8c-2 0-3.5 1.6-5.3 4z',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  arrow: 'M4.5 12h15M13.5 6l6 6-6 6',
  arrowBack: 'M19.5 12h-15M10.5 6l-6 6 6 6',
  chevronDown: 'M6 9l6 6 6-6',
  document: 'M14 3H6.5A1.5 1.5 0 0 0 5 4.5v15A1.5 1.5 0 0 0 6.5 21h11a1.5 1.5 0 0 0 1.5-1.5V8zM14 3v5h5M8.5 13h7M8.5 17h4.5',
  browser: 'M4.5 4h15A1.5 1.5 0 0 1 21 5.5v13a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 18.5v-13A1.5 1.5 0 0 1 4.5 4zM3 9h18M6.5 6.5h.01M9.5 6.5h.01',
  lock: 'M6.5 10.5h11a1.5 1.5 0 0 1 1.5 1.5v7.5a1.5 1.5 0 0 1-1.5 1.5h-11A1.5 1.5 0 0 1 5 19.5V12a1.5 1.5 0 0 1 1.5-1.5zM8 10.5V7.5a4 4 0 0 1 8 0v3M12 14.5v2.5',
  code: 'M8 7.5 3.5 12 8 16.5M16 7.5l4.5 4.5-4.5 4.5M13.5 4.5l-3 15',
  gauge: 'M3.5 17.5a8.5 8.5 0 1 1 17 0M12 17.5l4-5.5M12 17.5h.01',
  pointer: 'M5 3.5l13 6.2-5.6 1.8-1.9 5.8zM12.4 11.5l5.1 5.1',
  dashboard: 'M4.5 4h6v7h-6zM13.5 4h6v4h-6zM13.5 11h6v9h-6zM4.5 14h6v6h-6z',
  workflow: 'M6 4.5a2 2 0 1 0 0 4 2 2 0 0 0 0-4zM18 15.5a2 2 0 1 0 0 4 2 2 0 0 0 0-4zM8 6.5h6.5a3 3 0 0 1 0 6h-5a3 3 0 0 0 0 6H16',
  server: 'M4.5 4h15v6h-15zM4.5 14h15v6h-15zM8 7h.01M8 17h.01M12 7h4M12 17h4',
  admin: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4.5 20.5c.8-3.5 3.8-6 7.5-6 1.2 0 2.3.3 3.3.7M18 15v2l1.5 1M18 21.5a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
  mail: 'M4.5 5.5h15A1.5 1.5 0 0 1 21 7v10a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 17V7a1.5 1.5 0 0 1 1.5-1.5zM3.5 7l8.5 6 8.5-6',
  feedback: 'M5 4.5h14A1.5 1.5 0 0 1 20.5 6v9a1.5 1.5 0 0 1-1.5 1.5h-8l-4.5 4v-4H5A1.5 1.5 0 0 1 3.5 15V6A1.5 1.5 0 0 1 5 4.5zM8 9h8M8 12.5h5',
  settings:
    'M12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6zM19.4 13.5l1.6 1.2-2 3.4-1.9-.7a7 7 0 0 1-1.8 1l-.3 2.1h-4l-.3-2.1a7 7 0 0 1-1.8-1l-1.9.7-2-3.4 1.6-1.2a7 7 0 0 1 0-3L3 9.3l2-3.4 1.9.7a7 7 0 0 1 1.8-1L9 3.5h4l.3 2.1a7 7 0 0 1 1.8 1l1.9-.7 2 3.4-1.6 1.2a7 7 0 0 1 0 3z',
  logout: 'M14.5 4.5h-8A1.5 1.5 0 0 0 5 6v12a1.5 1.5 0 0 0 1.5 1.5h8M10 12h10.5M17 8.5l3.5 3.5-3.5 3.5',
  menu: 'M4 6.5h16M4 12h16M4 17.5h16',
  close: 'M6 6l12 12M18 6 6 18',
  sun: 'M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM12 2.5v2M12 19.5v2M2.5 12h2M19.5 12h2M5.3 5.3l1.4 1.4M17.3 17.3l1.4 1.4M5.3 18.7l1.4-1.4M17.3 6.7l1.4-1.4',
  moon: 'M20 14.5A8 8 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5z',
  leaf: 'M5 19c0-8 5-14 15-14 0 10-6 15-14 15M5 19l7-7',
  cookie: 'M12 3.5a8.5 8.5 0 1 0 8.5 8.6 3 3 0 0 1-3.6-3.6A3 3 0 0 1 13.3 5 3 3 0 0 1 12 3.5zM8.5 10h.01M10.5 15h.01M15 14.5h.01',
  refresh: 'M19.5 12a7.5 7.5 0 1 1-2.2-5.3M19.5 4.5v4h-4',
  sparkle: 'M12 3.5l1.8 5.2 5.2 1.8-5.2 1.8-1.8 5.2-1.8-5.2L5 10.5l5.2-1.8zM19 16.5l.8 2 2 .8-2 .8-.8 2-.8-2-2-.8 2-.8z',
} as const;

export type IconName = keyof typeof PATHS;

const Svg = styled.svg<{ $mirror: boolean }>`
  flex: none;
  ${({ $mirror }) => ($mirror ? "[dir='rtl'] & { transform: scaleX(-1); }" : '')}
`;

interface IconProps {
  name: IconName;
  size?: number;
  /** Directional glyphs (arrows) point the other way in right-to-left layouts. */
  directional?: boolean;
  className?: string;
}

export function Icon({ name, size = 24, directional = false, className }: IconProps) {
  return (
    <Svg
      className={className}
      $mirror={directional}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </Svg>
  );
}
