/**
 * Inline SVG icons, all of the app's in one place: no icon font, no extra request; they inherit
 * currentColor and are hidden from assistive technology (the control around them is named).
 * One module per icon (app/ui/icons/), re-exported here, so a chunk carries only the icons its
 * pages draw: as one module, all 55 rode in the first load of every page (decision 048).
 */
export type { IconProps } from "./icons/svg";
export { HomeIcon } from "./icons/HomeIcon";
export { GiftIcon } from "./icons/GiftIcon";
export { WalletIcon } from "./icons/WalletIcon";
export { TrophyIcon } from "./icons/TrophyIcon";
export { UserIcon } from "./icons/UserIcon";
export { BackIcon } from "./icons/BackIcon";
export { WrenchIcon } from "./icons/WrenchIcon";
export { GlobeIcon } from "./icons/GlobeIcon";
export { CompassOffIcon } from "./icons/CompassOffIcon";
export { AlertIcon } from "./icons/AlertIcon";
export { WifiOffIcon } from "./icons/WifiOffIcon";
export { EyeIcon } from "./icons/EyeIcon";
export { EyeOffIcon } from "./icons/EyeOffIcon";
export { ClearIcon } from "./icons/ClearIcon";
export { MenuIcon } from "./icons/MenuIcon";
export { MailIcon } from "./icons/MailIcon";
export { MegaphoneIcon } from "./icons/MegaphoneIcon";
export { HeadsetIcon } from "./icons/HeadsetIcon";
export { TelegramIcon } from "./icons/TelegramIcon";
export { FacebookIcon } from "./icons/FacebookIcon";
export { RefreshIcon } from "./icons/RefreshIcon";
export { HelpIcon } from "./icons/HelpIcon";
export { LogoutIcon } from "./icons/LogoutIcon";
export { DepositIcon } from "./icons/DepositIcon";
export { WithdrawIcon } from "./icons/WithdrawIcon";
export { StarIcon } from "./icons/StarIcon";
export { DownloadIcon } from "./icons/DownloadIcon";
export { CloseIcon } from "./icons/CloseIcon";
export { ChevronRightIcon } from "./icons/ChevronRightIcon";
export { ChevronDownIcon } from "./icons/ChevronDownIcon";
export { FireIcon } from "./icons/FireIcon";
export { TicketIcon } from "./icons/TicketIcon";
export { PlayIcon } from "./icons/PlayIcon";
export { PinIcon } from "./icons/PinIcon";
export { CheckIcon } from "./icons/CheckIcon";
export { AndroidIcon } from "./icons/AndroidIcon";
export { AppleIcon } from "./icons/AppleIcon";
export { ShieldIcon } from "./icons/ShieldIcon";
export { CalendarIcon } from "./icons/CalendarIcon";
export { ExternalIcon } from "./icons/ExternalIcon";
export { ChatIcon } from "./icons/ChatIcon";
export { HeartIcon } from "./icons/HeartIcon";
export { SearchIcon } from "./icons/SearchIcon";
export { FilterIcon } from "./icons/FilterIcon";
export { GearIcon } from "./icons/GearIcon";
export { ShareIcon } from "./icons/ShareIcon";
export { CrownIcon } from "./icons/CrownIcon";
export { ReceiptIcon } from "./icons/ReceiptIcon";
export { ChartIcon } from "./icons/ChartIcon";
export { PercentIcon } from "./icons/PercentIcon";
export { TransferIcon } from "./icons/TransferIcon";
export { UsersIcon } from "./icons/UsersIcon";
export { TargetIcon } from "./icons/TargetIcon";
export { DiceIcon } from "./icons/DiceIcon";
export { ClockIcon } from "./icons/ClockIcon";
export { BackIcon as ChevronLeftIcon } from "./icons/BackIcon";
