/** A stack of books drawn inline: purely decorative, so it is hidden from assistive technology. */
export function HeroIllustration({ className = '' }: { className?: string }) {
  return (
    <svg viewBox="0 0 320 260" aria-hidden="true" focusable="false" className={className}>
      <ellipse cx="160" cy="236" rx="130" ry="14" fill="#000" opacity="0.18" />
      <rect x="52" y="188" width="216" height="40" rx="6" fill="#f5a524" />
      <rect x="52" y="188" width="22" height="40" rx="4" fill="#d9861a" />
      <rect x="96" y="204" width="130" height="6" rx="3" fill="#3a2400" opacity="0.35" />
      <rect x="70" y="146" width="190" height="40" rx="6" fill="#e7f3f1" />
      <rect x="236" y="146" width="24" height="40" rx="4" fill="#b8dcd7" />
      <rect x="92" y="162" width="120" height="6" rx="3" fill="#12302e" opacity="0.3" />
      <rect x="60" y="104" width="200" height="40" rx="6" fill="#00ada4" />
      <rect x="60" y="104" width="20" height="40" rx="4" fill="#008c85" />
      <rect x="100" y="120" width="110" height="6" rx="3" fill="#022b28" opacity="0.35" />
      <g transform="rotate(-8 160 80)">
        <path d="M92 92c22-10 46-10 68 4v-44c-22-14-46-14-68-4z" fill="#ffffff" />
        <path d="M228 92c-22-10-46-10-68 4v-44c22-14 46-14 68-4z" fill="#f3f8f7" />
        <path d="M160 52v44" stroke="#00756e" strokeWidth="2" />
        <path
          d="M104 62c14-5 30-5 44 1M104 72c14-5 30-5 44 1M172 63c14-6 30-6 44-1M172 73c14-6 30-6 44-1"
          fill="none"
          stroke="#12302e"
          strokeOpacity="0.25"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </g>
      <circle cx="262" cy="52" r="10" fill="#f5a524" opacity="0.9" />
      <circle cx="56" cy="70" r="6" fill="#00ada4" opacity="0.9" />
    </svg>
  );
}
