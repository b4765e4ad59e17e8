import type { SVGProps } from 'react';

/** Inline icons (decorative: the buttons carrying them have their own names). */
const Svg = ({ children, ...props }: SVGProps<SVGSVGElement>) => (
  <svg
    width="24"
    height="24"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
    {...props}
  >
    {children}
  </svg>
);

export const StarIcon = ({ filled }: { filled: boolean }) => (
  <Svg fill={filled ? 'currentColor' : 'none'}>
    <path d="M12 3l2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3 6.4 20.2l1.1-6.2L3 9.6l6.2-.9z" />
  </Svg>
);

export const LikeIcon = ({ filled }: { filled: boolean }) => (
  <Svg fill={filled ? 'currentColor' : 'none'}>
    <path d="M7 11v9H4v-9zM7 11l4-8a2 2 0 0 1 2 2v4h5.5a2 2 0 0 1 2 2.3l-1.2 7A2 2 0 0 1 17.3 20H7" />
  </Svg>
);

export const DislikeIcon = ({ filled }: { filled: boolean }) => (
  <Svg fill={filled ? 'currentColor' : 'none'} style={{ transform: 'rotate(180deg)' }}>
    <path d="M7 11v9H4v-9zM7 11l4-8a2 2 0 0 1 2 2v4h5.5a2 2 0 0 1 2 2.3l-1.2 7A2 2 0 0 1 17.3 20H7" />
  </Svg>
);

export const ShareIcon = () => (
  <Svg>
    <path d="M4 12v7a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-7M16 6l-4-4-4 4M12 2v13" />
  </Svg>
);

export const DownloadIcon = () => (
  <Svg>
    <path d="M4 17v2a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-2M7 11l5 5 5-5M12 4v12" />
  </Svg>
);

export const DocumentIcon = () => (
  <Svg>
    <path d="M14 3H6a1 1 0 0 0-1 1v16a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V8zM14 3v5h5M9 13h6M9 17h6" />
  </Svg>
);

export const ClockIcon = () => (
  <Svg width="16" height="16">
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </Svg>
);
