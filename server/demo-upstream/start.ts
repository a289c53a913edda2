// Starts the demo upstream on a loopback port; used by the BFF when no upstream is
// configured and by tests (port 0).

import type { AddressInfo } from 'node:net';
import type { UpstreamUrls } from '#server/upstream/hosts.ts';
import { demoUpstreamUrls } from '#server/upstream/hosts.ts';
import { buildDemoUpstream, type DemoUpstreamApp } from './app.ts';
import { EXCLUDED_MANUFACTURER_IDS, VIP_TARIFF_PLAN_IDS, type Dataset } from './dataset/index.ts';
import type { CallLog, FaultController } from './faults.ts';

export interface StartDemoUpstreamOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  /** Defaults to 127.0.0.1. */
  host?: string;
  faults?: boolean;
  seed?: number;
  logger?: boolean;
}

/**
 * The manufacturer rules that fit the demo's dataset (spec §5 excluded companies,
 * §6 VIP tariff plans), as the BFF's configuration spells them. A real upstream
 * has its own ids, which are configured (EXCLUDED_COMPANY_IDS, VIP_TARIFF_PLAN_IDS).
 */
export interface DemoRuleIds {
  excludedCompanyIds: string[];
  vipTariffPlanIds: string[];
}

export function demoRuleIds(): DemoRuleIds {
  return { excludedCompanyIds: EXCLUDED_MANUFACTURER_IDS.map(String), vipTariffPlanIds: VIP_TARIFF_PLAN_IDS.map(String) };
}

export interface DemoUpstream {
  /** e.g. 'http://127.0.0.1:41234' */
  origin: string;
  /** Base URL of every upstream host (origin + its prefix). */
  urls: UpstreamUrls;
  ruleIds: DemoRuleIds;
  faults: FaultController;
  calls: CallLog;
  /** What the event host received, oldest first (tests). */
  events: DemoUpstreamApp['events'];
  /** The generated data, for tests that need real ids. */
  dataset: Dataset;
  generationMs: number;
  close(): Promise<void>;
}

export async function startDemoUpstream(options: StartDemoUpstreamOptions = {}): Promise<DemoUpstream> {
  const built = buildDemoUpstream({
    faults: options.faults === true,
    logger: options.logger === true,
    ...(options.seed !== undefined ? { seed: options.seed } : {}),
  });
  const { app } = built;
  await app.listen({ port: options.port ?? 0, host: options.host ?? '127.0.0.1' });
  const address = app.server.address() as AddressInfo;
  // A wildcard bind is still reached over loopback.
  const hostname =
    address.address === '0.0.0.0' ? '127.0.0.1' : address.address === '::' ? '[::1]' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const origin = `http://${hostname}:${address.port}`;
  let closing: Promise<void> | null = null;
  return {
    origin,
    urls: demoUpstreamUrls(origin),
    ruleIds: demoRuleIds(),
    faults: built.faults,
    calls: built.calls,
    events: built.events,
    dataset: built.dataset,
    generationMs: built.generationMs,
    close() {
      closing ??= app.close();
      return closing;
    },
  };
}
