import type { ReactNode } from "react";

/**
 * The pictures of the install guides: a phone outline with the one control the step
 * is about ringed in the theme's gold, and a tap mark on it. Drawn here as plain SVG (no image files,
 * no text inside: the step's text carries the meaning in the player's language, so pictures are
 * aria-hidden, decision 054). Colours come from the "dfstar" custom properties through the
 * `.guide-pic__*` classes in download.css, so the pictures follow the theme.
 *
 * Coordinates: every picture is 96×150; the screen is x 7–89, y 12–138.
 */

type Os = "android" | "ios";

const SCREEN = { x: 7, y: 12, w: 82, h: 126 };

function Phone({ os, children }: { os: Os; children: ReactNode }) {
  return (
    <svg className="guide-pic" viewBox="0 0 96 150" width="96" height="150" aria-hidden="true" focusable="false">
      <rect className="guide-pic__body" x="2" y="2" width="92" height="146" rx="15" />
      <rect className="guide-pic__screen" x={SCREEN.x} y={SCREEN.y} width={SCREEN.w} height={SCREEN.h} rx="4" />
      {os === "ios" ? (
        <>
          <rect className="guide-pic__body" x="36" y="14" width="24" height="6" rx="3" />
          <rect className="guide-pic__line" x="36" y="134" width="24" height="2" rx="1" />
        </>
      ) : (
        <circle className="guide-pic__body" cx="48" cy="17" r="2.5" />
      )}
      {children}
    </svg>
  );
}

/** Grey bars standing for text. */
function Lines({ x, y, w, n = 2, gap = 6 }: { x: number; y: number; w: number; n?: number; gap?: number }) {
  return (
    <>
      {Array.from({ length: n }, (_, i) => (
        <rect key={i} className="guide-pic__line" x={x} y={y + i * gap} width={i === n - 1 && n > 1 ? w * 0.6 : w} height="2.5" rx="1.25" />
      ))}
    </>
  );
}

/** The ring around the control the step is about, and where the finger goes (just off its corner, so it hides no glyph). */
function Target({ x, y, w, h, r = 4, tap = true }: { x: number; y: number; w: number; h: number; r?: number; tap?: boolean }) {
  return (
    <>
      <rect className="guide-pic__ring" x={x - 2} y={y - 2} width={w + 4} height={h + 4} rx={r + 2} />
      {tap && (
        <>
          <circle className="guide-pic__tap-halo" cx={x + w + 0.5} cy={y + h + 1.5} r="6" />
          <circle className="guide-pic__tap" cx={x + w + 0.5} cy={y + h + 1.5} r="2.6" />
        </>
      )}
    </>
  );
}

/** The Edge Lobby icon as it sits on a home screen or in a dialog. */
function AppIcon({ x, y, size = 14 }: { x: number; y: number; size?: number }) {
  const c = size / 2;
  return (
    <g transform={`translate(${x} ${y})`}>
      <rect className="guide-pic__accent" width={size} height={size} rx={size * 0.26} />
      <path
        className="guide-pic__ink"
        transform={`translate(${c} ${c}) scale(${size / 28})`}
        d="M0-8 2.4-2.6 8-2.1 3.7 1.6 5 7.2 0 4.3-5 7.2-3.7 1.6-8-2.1-2.4-2.6Z"
      />
    </g>
  );
}

/** A browser's address bar at the top of the screen (Chrome on Android puts its menu at its right end). */
function AddressBar({ menu = false }: { menu?: boolean }) {
  return (
    <>
      <rect className="guide-pic__ui" x="11" y="24" width={menu ? 62 : 74} height="9" rx="4.5" />
      <rect className="guide-pic__line" x="16" y="27.5" width="30" height="2" rx="1" />
      {menu && [0, 1, 2].map((i) => <circle key={i} className="guide-pic__glyph" cx="81" cy={25 + i * 3.5} r="1.1" />)}
    </>
  );
}

/** The lobby's own page behind a dialog or toolbar: logo, a few lines, the download button. */
function LobbyPage({ top = 40, button = true }: { top?: number; button?: boolean }) {
  return (
    <>
      <AppIcon x={39} y={top} size={18} />
      <Lines x={22} y={top + 25} w={52} n={2} />
      {button && (
        <>
          <rect className="guide-pic__accent" x="20" y={top + 42} width="56" height="12" rx="6" />
          <rect className="guide-pic__ink-line" x="34" y={top + 47} width="28" height="2.5" rx="1.25" />
        </>
      )}
    </>
  );
}

/** Dims the screen behind a dialog or sheet. */
const Scrim = () => <rect className="guide-pic__scrim" x={SCREEN.x} y={SCREEN.y} width={SCREEN.w} height={SCREEN.h} rx="4" />;

/** A centred system dialog with two buttons; the right one (Install, Allow) is the one to tap. */
function Dialog({ icon = false }: { icon?: boolean }) {
  return (
    <>
      <Scrim />
      <rect className="guide-pic__card" x="14" y="52" width="68" height="50" rx="6" />
      {icon ? <AppIcon x={20} y={58} size={12} /> : null}
      <Lines x={icon ? 36 : 22} y={61} w={icon ? 38 : 52} n={2} />
      <Lines x={22} y={76} w={52} n={1} />
      <rect className="guide-pic__line" x="22" y="91" width="16" height="2.5" rx="1.25" />
      <rect className="guide-pic__accent" x="54" y="88" width="22" height="9" rx="4.5" />
      <Target x={54} y={88} w={22} h={9} r={4.5} />
    </>
  );
}

/** A home screen: a grid of apps with Edge Lobby among them. */
function HomeScreen({ os }: { os: Os }) {
  const cells = [0, 1, 2, 3].flatMap((row) => [0, 1, 2, 3].map((col) => ({ row, col })));
  return (
    <>
      {cells.map(({ row, col }) =>
        row === 2 && col === 1 ? null : (
          <rect key={`${row}-${col}`} className="guide-pic__ui" x={13 + col * 19} y={28 + row * 21} width="13" height="13" rx="3.5" />
        ),
      )}
      <AppIcon x={32} y={70} size={13} />
      <Target x={32} y={70} w={13} h={13} r={3.5} />
      {os === "ios" && <rect className="guide-pic__ui" x="11" y="114" width="74" height="18" rx="6" />}
    </>
  );
}

/** An iOS navigation bar: Cancel on the left, the action (Install, Done, Add) on the right. */
function IosNavBar({ cancel = true }: { cancel?: boolean }) {
  return (
    <>
      {cancel && <rect className="guide-pic__line" x="12" y="28" width="14" height="2.5" rx="1.25" />}
      <rect className="guide-pic__line" x="38" y="28" width="20" height="2.5" rx="1.25" />
      <rect className="guide-pic__accent" x="68" y="27" width="16" height="4.5" rx="2.25" />
      <Target x={68} y={27} w={16} h={4.5} r={2.25} />
    </>
  );
}

/** The gear-and-shield mark of a configuration profile. */
function ProfileBadge({ y }: { y: number }) {
  return (
    <>
      <rect className="guide-pic__ui" x="38" y={y} width="20" height="20" rx="5" />
      <circle className="guide-pic__glyph-stroke" cx="48" cy={y + 10} r="5" />
      <circle className="guide-pic__glyph" cx="48" cy={y + 10} r="1.8" />
    </>
  );
}

const PICTURES = {
  /* Android: the APK. */
  apkDownload: (
    <Phone os="android">
      <AddressBar />
      <LobbyPage top={44} />
      <Target x={20} y={86} w={56} h={12} r={6} />
    </Phone>
  ),
  apkAllow: (
    <Phone os="android">
      <rect className="guide-pic__line" x="12" y="26" width="34" height="3" rx="1.5" />
      <rect className="guide-pic__ui" x="12" y="38" width="10" height="10" rx="3" />
      <Lines x={26} y={40} w={40} n={2} gap={5} />
      <Lines x={12} y={62} w={44} n={2} gap={5} />
      <rect className="guide-pic__accent" x="68" y="62" width="14" height="8" rx="4" />
      <circle className="guide-pic__ink" cx="78" cy="66" r="2.8" />
      <Target x={68} y={62} w={14} h={8} r={4} />
      <Lines x={12} y={86} w={66} n={3} />
    </Phone>
  ),
  apkOpen: (
    <Phone os="android">
      <Lines x={12} y={24} w={28} n={1} />
      <rect className="guide-pic__card" x="11" y="34" width="74" height="26" rx="5" />
      <path className="guide-pic__accent" d="M17 40h8l4 4v11h-12z" />
      <path className="guide-pic__glyph-stroke" d="M23 46v6m-2.5-2.5L23 52l2.5-2.5" />
      <Lines x={34} y={42} w={44} n={2} />
      <Target x={11} y={34} w={74} h={26} r={5} />
      <rect className="guide-pic__ui" x="11" y="66" width="74" height="18" rx="5" />
      <Lines x={17} y={72} w={50} n={1} />
    </Phone>
  ),
  apkInstall: (
    <Phone os="android">
      <LobbyPage top={44} button={false} />
      <Dialog icon />
    </Phone>
  ),
  launch: (os: Os) => (
    <Phone os={os}>
      <HomeScreen os={os} />
    </Phone>
  ),

  /* Android: add to home screen (install the web app from Chrome's menu). */
  chromeMenu: (
    <Phone os="android">
      <AddressBar menu />
      <Target x={78} y={23} w={6} h={11} r={3} />
      <LobbyPage top={48} />
    </Phone>
  ),
  chromeInstall: (
    <Phone os="android">
      <AddressBar menu />
      <LobbyPage top={48} />
      <rect className="guide-pic__card" x="36" y="22" width="50" height="78" rx="4" />
      {[0, 1, 2, 4, 5].map((i) => (
        <rect key={i} className="guide-pic__line" x="50" y={30 + i * 12} width={i % 2 ? 24 : 30} height="2.5" rx="1.25" />
      ))}
      {/* "Install app": a phone with a downward arrow. */}
      <rect className="guide-pic__glyph-stroke" x="41" y="63" width="5" height="8" rx="1" />
      <rect className="guide-pic__accent" x="50" y="66" width="28" height="2.5" rx="1.25" />
      <Target x={39} y={61} w={44} h={12} r={3} />
    </Phone>
  ),
  chromeConfirm: (
    <Phone os="android">
      <AddressBar />
      <LobbyPage top={44} button={false} />
      <Dialog icon />
    </Phone>
  ),

  /* iOS: the configuration profile. */
  profileAllow: (
    <Phone os="ios">
      <LobbyPage top={30} />
      <Scrim />
      <rect className="guide-pic__card" x="14" y="56" width="68" height="42" rx="7" />
      <Lines x={22} y={63} w={52} n={3} gap={5} />
      <rect className="guide-pic__line" x="14" y="84" width="68" height="0.8" />
      <rect className="guide-pic__line" x="47.6" y="84" width="0.8" height="14" />
      <rect className="guide-pic__line" x="22" y="90" width="18" height="2.5" rx="1.25" />
      <rect className="guide-pic__accent" x="56" y="90" width="18" height="2.5" rx="1.25" />
      <Target x={50} y={86} w={30} h={10} r={3} />
    </Phone>
  ),
  profileSettings: (
    <Phone os="ios">
      <rect className="guide-pic__line" x="12" y="27" width="30" height="4" rx="2" />
      <rect className="guide-pic__ui" x="11" y="37" width="74" height="16" rx="4" />
      <circle className="guide-pic__line" cx="19" cy="45" r="4.5" />
      <Lines x={27} y={42} w={40} n={2} gap={5} />
      <rect className="guide-pic__card" x="11" y="58" width="74" height="12" rx="4" />
      <Lines x={16} y={63} w={44} n={1} />
      <circle className="guide-pic__accent" cx="78" cy="64" r="2.5" />
      <Target x={11} y={58} w={74} h={12} r={4} />
      <rect className="guide-pic__ui" x="11" y="76" width="74" height="42" rx="4" />
      {[0, 1, 2].map((i) => (
        <g key={i}>
          <rect className="guide-pic__line" x="15" y={80 + i * 13} width="6" height="6" rx="1.5" />
          <rect className="guide-pic__line" x="25" y={82 + i * 13} width={i === 1 ? 30 : 38} height="2.5" rx="1.25" />
        </g>
      ))}
    </Phone>
  ),
  profileInstall: (
    <Phone os="ios">
      <IosNavBar />
      <ProfileBadge y={44} />
      <Lines x={24} y={72} w={48} n={2} />
      <rect className="guide-pic__ui" x="11" y="88" width="74" height="30" rx="4" />
      <Lines x={16} y={94} w={60} n={3} />
    </Phone>
  ),
  profilePasscode: (
    <Phone os="ios">
      <Lines x={30} y={28} w={36} n={1} />
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <circle key={i} className={i < 4 ? "guide-pic__glyph" : "guide-pic__glyph-stroke"} cx={30.5 + i * 7} cy="42" r="2" />
      ))}
      <rect className="guide-pic__ring" x="24" y="37" width="48" height="10" rx="5" />
      {[0, 1, 2, 3].flatMap((row) =>
        [0, 1, 2].map((col) =>
          row === 3 && col !== 1 ? null : <circle key={`${row}-${col}`} className="guide-pic__ui" cx={30 + col * 18} cy={62 + row * 18} r="7" />,
        ),
      )}
      <circle className="guide-pic__tap-halo" cx="48" cy="80" r="6" />
      <circle className="guide-pic__tap" cx="48" cy="80" r="2.6" />
    </Phone>
  ),
  profileDone: (
    <Phone os="ios">
      <IosNavBar cancel={false} />
      <ProfileBadge y={44} />
      <Lines x={24} y={72} w={48} n={1} />
      <circle className="guide-pic__ok" cx="36" cy="83" r="3.5" />
      <path className="guide-pic__ink-stroke" d="m34.3 83 1.2 1.2 2.3-2.4" />
      <rect className="guide-pic__line" x="42" y="82" width="22" height="2.5" rx="1.25" />
    </Phone>
  ),

  /* iOS: Add to Home Screen from Safari's share sheet. */
  safariShare: (
    <Phone os="ios">
      <LobbyPage top={30} />
      <rect className="guide-pic__ui" x="7" y="104" width="82" height="26" />
      <rect className="guide-pic__line" x="16" y="108" width="64" height="6" rx="3" />
      {[14, 30, 62, 78].map((x) => (
        <rect key={x} className="guide-pic__line" x={x} y="120" width="5" height="5" rx="1" />
      ))}
      {/* The share button: a box with an arrow out of its top. */}
      <path className="guide-pic__accent-stroke" d="M45.5 120.5h-1.5v7h8v-7h-1.5M48 117.5v6m-2-4 2-2 2 2" />
      <Target x={42} y={116} w={12} h={12} r={3} />
    </Phone>
  ),
  safariAdd: (
    <Phone os="ios">
      <LobbyPage top={24} button={false} />
      <Scrim />
      <rect className="guide-pic__card" x="7" y="56" width="82" height="82" rx="8" />
      <AppIcon x={13} y={62} size={11} />
      <Lines x={28} y={64} w={36} n={2} gap={5} />
      {[0, 1, 3].map((i) => (
        <g key={i}>
          <rect className="guide-pic__ui" x="11" y={80 + i * 12} width="74" height="10" rx="2" />
          <rect className="guide-pic__line" x="15" y={84 + i * 12} width={i ? 34 : 40} height="2.5" rx="1.25" />
        </g>
      ))}
      {/* "Add to Home Screen": a square with a plus. */}
      <rect className="guide-pic__ui" x="11" y="104" width="74" height="10" rx="2" />
      <rect className="guide-pic__accent" x="15" y="108" width="40" height="2.5" rx="1.25" />
      <rect className="guide-pic__accent-stroke" x="74" y="105.5" width="7" height="7" rx="1.5" />
      <path className="guide-pic__accent-stroke" d="M77.5 107.3v3.4m-1.7-1.7h3.4" />
      <Target x={11} y={104} w={74} h={10} r={2} />
    </Phone>
  ),
  safariConfirm: (
    <Phone os="ios">
      <IosNavBar />
      <rect className="guide-pic__ui" x="11" y="40" width="74" height="24" rx="4" />
      <AppIcon x={15} y={45} size={14} />
      <Lines x={34} y={47} w={40} n={2} />
      <Lines x={12} y={72} w={70} n={2} />
      <rect className="guide-pic__ui" x="7" y="100" width="82" height="38" />
    </Phone>
  ),
} as const;

export type PictureName = Exclude<keyof typeof PICTURES, "launch"> | "launchAndroid" | "launchIos";

/** One step's picture. */
export function StepPicture({ name }: { name: PictureName }) {
  if (name === "launchAndroid") return PICTURES.launch("android");
  if (name === "launchIos") return PICTURES.launch("ios");
  return PICTURES[name];
}
