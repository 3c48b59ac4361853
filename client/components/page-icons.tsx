// Icons the pages use; the header's, which every first load carries, are in icons.tsx.
import { Icon, type IconProps } from './icon.tsx';

export const BarcodeIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 6v12M7 6v12M11 6v12M14 6v12M17 6v12M20 6v12" />
  </Icon>
);

export const FlagIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M5 21V4M5 4h11l-2 4 2 4H5" />
  </Icon>
);

export const ArrowRightIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </Icon>
);

export const CoinsIcon = (p: IconProps) => (
  <Icon {...p}>
    <ellipse cx="9" cy="7" rx="6" ry="3" />
    <path d="M3 7v4c0 1.7 2.7 3 6 3s6-1.3 6-3V7" />
    <path d="M9 17.5c.9.3 1.9.5 3 .5 3.3 0 6-1.3 6-3v-4" />
    <path d="M15 10.2c1.8.4 3 1.3 3 2.3" />
  </Icon>
);

export const BoxIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M3.5 7.5 12 3l8.5 4.5v9L12 21l-8.5-4.5z" />
    <path d="M3.5 7.5 12 12l8.5-4.5M12 12v9" />
  </Icon>
);

export const GraduationIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="m2.5 9 9.5-5 9.5 5-9.5 5z" />
    <path d="M6.5 11.2V16c1.5 1.5 3.5 2.2 5.5 2.2s4-.7 5.5-2.2v-4.8M21.5 9v5" />
  </Icon>
);

export const RecycleIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M7.5 10.5 4.4 15.8A2 2 0 0 0 6.1 19H10" />
    <path d="m14 19h3.9a2 2 0 0 0 1.7-3l-1.9-3.3" />
    <path d="m9.3 7.2 1-1.7a2 2 0 0 1 3.4 0l2 3.5" />
    <path d="m12 16.5-2 2.5 2 2.5M18.5 9l-2.8.9-.9-2.9M4.6 9.6l2.9.9.9-2.9" />
  </Icon>
);

export const HeartIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 20s-7.5-4.4-7.5-10A4.3 4.3 0 0 1 12 7.3 4.3 4.3 0 0 1 19.5 10c0 5.6-7.5 10-7.5 10z" />
  </Icon>
);

export const SparkIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 3v4M12 17v4M3 12h4M17 12h4M5.6 5.6l2.8 2.8M15.6 15.6l2.8 2.8M5.6 18.4l2.8-2.8M15.6 8.4l2.8-2.8" />
  </Icon>
);

/** A speech bubble, for messages. */
export const ChatIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 5h16v11H9l-5 4z" />
    <path d="M8 9h8M8 12h5" />
  </Icon>
);

/** A rating's star, filled in the warning colour or left grey. */
export const StarIcon = ({ filled = true, className = 'size-4' }: IconProps & { filled?: boolean }) => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={`${className} ${filled ? 'fill-warning' : 'fill-base-300'}`}>
    <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
  </svg>
);
