/**
 * Side-effect module: imported first by the worker entries so the ASCII-fast TextEncoder is in place
 * before react-dom/server creates its encoder (decision 064).
 */
import { installAsciiTextEncoder } from "./ascii-text-encoder";

installAsciiTextEncoder();
