import { Icon, type IconProps } from "./icon";

// The icons the home page's first screen draws (the hero's search, the concierge line's arrow), apart
// from the rest so that screen's script does not carry every icon the app has (decision 022).

export const SearchIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="11" cy="11" r="6.5" />
    <path d="m20 20-4.2-4.2" />
  </Icon>
);

export const ArrowRightIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </Icon>
);
