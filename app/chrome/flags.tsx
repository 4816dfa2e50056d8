/** Small inline SVG flags for the language picker (§2 Language picker: each language with a flag). */
// Rounded corners come from CSS (.flag), which avoids duplicate clipPath ids on one page.
const common = { width: 28, height: 20, className: "flag", "aria-hidden": true, focusable: false } as const;

export const FlagGB = () => (
  <svg viewBox="0 0 60 40" {...common}>
    <g>
      <rect width="60" height="40" fill="#012169" />
      <path d="M0 0l60 40M60 0L0 40" stroke="#fff" strokeWidth="8" />
      <path d="M0 0l60 40M60 0L0 40" stroke="#C8102E" strokeWidth="3" />
      <path d="M30 0v40M0 20h60" stroke="#fff" strokeWidth="12" />
      <path d="M30 0v40M0 20h60" stroke="#C8102E" strokeWidth="7" />
    </g>
  </svg>
);

export const FlagPT = () => (
  <svg viewBox="0 0 60 40" {...common}>
    <g>
      <rect width="60" height="40" fill="#DA291C" />
      <rect width="24" height="40" fill="#046A38" />
      <circle cx="24" cy="20" r="8" fill="#FFE900" />
      <circle cx="24" cy="20" r="5" fill="#DA291C" stroke="#fff" strokeWidth="1.2" />
    </g>
  </svg>
);

export const FlagPH = () => (
  <svg viewBox="0 0 60 40" {...common}>
    <g>
      <rect width="60" height="20" fill="#0038A8" />
      <rect y="20" width="60" height="20" fill="#CE1126" />
      <path d="M0 0l34.6 20L0 40Z" fill="#fff" />
      <circle cx="11.5" cy="20" r="4.5" fill="#FCD116" />
      <circle cx="4" cy="6" r="1.6" fill="#FCD116" />
      <circle cx="4" cy="34" r="1.6" fill="#FCD116" />
      <circle cx="27" cy="20" r="1.6" fill="#FCD116" />
    </g>
  </svg>
);
