import type { Engine, EngineName, EngineOptions } from './engine';
import { launchFirefoxEngine } from './firefoxEngine';
import { launchWebKitEngine } from './webkitEngine';

const launchers: Record<EngineName, (options?: EngineOptions) => Promise<Engine>> = {
  firefox: launchFirefoxEngine,
  webkit: launchWebKitEngine,
};

/** Starts the named engine; fails with the install line when it is missing, never skips. */
export const launchEngine = (name: EngineName, options?: EngineOptions) => launchers[name](options);
