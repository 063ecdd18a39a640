import { useId } from 'react';

/**
 * The StackLens mark: three stacked layers seen through a lens. Decorative: the accessible name
 * belongs to the link or heading that contains it. Kept in sync with public/favicon.svg.
 */
export function LogoMark({ size = 32 }: { size?: number }) {
  const gradient = useId();
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="32" y2="32" gradientUnits="userSpaceOnUse">
          <stop offset="0" stopColor="#6366f1" />
          <stop offset="1" stopColor="#0d9488" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill={`url(#${gradient})`} />
      <path d="M8 9.5h12M8 14h9M8 18.5h5" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" opacity="0.85" />
      <circle cx="19.5" cy="19" r="5.2" fill="#fff" fillOpacity="0.22" stroke="#fff" strokeWidth="2.4" />
      <path d="m23.4 22.9 3.4 3.4" stroke="#fff" strokeWidth="2.8" strokeLinecap="round" />
    </svg>
  );
}
