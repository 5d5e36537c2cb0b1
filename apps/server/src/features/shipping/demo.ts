import type { ShippingParty } from '@konter/core/contracts/shipping';
import { shipmentItem } from '@konter/core/contracts/shipping';
import type { Deps } from '../../lib/deps.js';
import { listAddresses, saveAddress } from '../account/index.js';
import { findUserById, findUserByLogin, updateUser } from '../auth/index.js';
import { setSiteSetting } from '../site/index.js';
import { courierOf } from './couriers.js';
import { listShipments, upsertContact } from './shipping.repository.js';
import { createShipment, quote, syncShipment } from './shipping.service.js';

// The demo of multi-courier shipping (SEED_DEMO): the site's Multicourier preference on, the demo
// agent a drop-point agent of SiCepat, JNE and J&T Express with a primary address and two saved
// recipients (seedShippingDemo, at seed time), and a few shipments made through the real service
// and the courier simulator once the server listens (seedShippingDemoShipments, a start-up task):
// one delivered (finished through the simulator's control API, then re-read), one waiting for pickup.

const DEMO_FLAGS = { sicepat: true, jne_express: true, jnt_express: true };

const AGENT_ADDRESS = {
  favorite_label: 'Konter',
  province: 'DKI Jakarta',
  city: 'Jakarta Pusat',
  district: 'Gambir',
  sub_district: 'Gambir',
  postal_code: '10110',
  detail: 'Jl. Majapahit No. 8',
  note: 'Konter pulsa sebelah apotek',
  latitude: null,
  longitude: null,
};

const RECIPIENTS: ShippingParty[] = [
  {
    name: 'Siti Rahmawati',
    phone: '081355500101',
    address: 'Jl. Braga No. 25',
    sub_district: 'Braga',
    district: 'Sumur Bandung',
    city: 'Kota Bandung',
    province: 'Jawa Barat',
    country: 'Indonesia',
    postal_code: '40111',
    note: null,
    favorite_label: 'Kakak',
    area_id: null,
  },
  {
    name: 'Budi Santoso',
    phone: '081355500202',
    address: 'Jl. Tunjungan No. 12',
    sub_district: 'Genteng',
    district: 'Genteng',
    city: 'Kota Surabaya',
    province: 'Jawa Timur',
    country: 'Indonesia',
    postal_code: '60275',
    note: 'Titip satpam',
    favorite_label: 'Pelanggan',
    area_id: null,
  },
];

async function demoAgent(deps: Deps, hp: string) {
  return findUserByLogin(deps.database.db, { hp });
}

/** Seed time (no HTTP needed): the flag, the agent's courier flags, address and saved recipients. */
export async function seedShippingDemo(deps: Deps, agentHp: string): Promise<void> {
  const db = deps.database.db;
  const agent = await demoAgent(deps, agentHp);
  if (!agent) return;
  // The first time only (the agent is not a courier agent yet): an operator who turns the
  // preference off later keeps it off across restarts.
  if (Object.keys(DEMO_FLAGS).some((k) => agent.courierFlags?.[k] !== true)) {
    await setSiteSetting(db, 'multicourier', 'true');
    await updateUser(db, agent.id, { courierFlags: { ...(agent.courierFlags ?? {}), ...DEMO_FLAGS } });
  }
  if ((await listAddresses(deps, agent.id)).length === 0) {
    await saveAddress(deps, agent.id, {
      ...AGENT_ADDRESS,
      name: agent.name,
      phone: agent.hp,
      is_primary: true,
    });
  }
  for (const r of RECIPIENTS) await upsertContact(db, agent.id, 'recipient', r);
}

/**
 * Start-up (the simulator answers only once the server listens): 3 demo shipments when the agent
 * has none. Failures are logged by the caller; the next fresh start tries again.
 */
export async function seedShippingDemoShipments(deps: Deps, agentHp: string, pin: string): Promise<number> {
  const db = deps.database.db;
  const found = await demoAgent(deps, agentHp);
  if (!found || !deps.courier) return 0;
  if ((await listShipments(db, { userId: found.id }, { limit: 1, offset: 0 })).total > 0) return 0;
  const addresses = await listAddresses(deps, found.id);
  const a = addresses.find((x) => x.is_primary) ?? addresses[0];
  if (!a) return 0;
  const sender: ShippingParty = {
    name: found.name,
    phone: found.hp,
    address: a.detail,
    sub_district: a.sub_district,
    district: a.district,
    city: a.city,
    province: a.province,
    country: 'Indonesia',
    postal_code: a.postal_code,
    note: null,
    favorite_label: a.favorite_label,
    area_id: null,
  };
  const plans = [
    {
      courier: 'sicepat',
      recipient: RECIPIENTS[0]!,
      content: 'Kaos sablon 3 pcs',
      weight: 900,
      finish: true,
    },
    {
      courier: 'jne-express',
      recipient: RECIPIENTS[1]!,
      content: 'Dokumen kontrak',
      weight: 300,
      finish: false,
    },
    { courier: 'jnt-express', recipient: RECIPIENTS[0]!, content: 'Aksesori HP', weight: 450, finish: false },
  ] as const;
  let made = 0;
  for (const p of plans) {
    const user = (await findUserById(db, found.id))!;
    const meta = courierOf(p.courier);
    const item = shipmentItem.parse({
      item_type: p.content.startsWith('Dokumen') ? 'document' : 'package',
      item_content: p.content,
      item_weight: p.weight,
      item_value: 150_000,
      item_length: 20,
      item_width: 15,
      item_height: 8,
    });
    const input = { sender, recipient: p.recipient, item, insurance: false };
    const [cheapest] = await quote(deps, user, [meta], input);
    if (!cheapest) continue;
    const s = await createShipment(deps, user, meta, {
      ...input,
      service_code: cheapest.service_code,
      expected_total: cheapest.total_cost,
      pin,
      save_sender: true,
      save_recipient: false,
    });
    made++;
    if (p.finish && s.providerOrderId && deps.config.courier?.simulated) {
      try {
        const res = await fetch(
          `${deps.config.courier.baseUrl}/_control/orders/${s.providerOrderId}/finish`,
          {
            method: 'POST',
          },
        );
        if (res.ok) await syncShipment(deps, s);
      } catch (err) {
        deps.logger.warn(
          { err, code: s.code },
          'demo shipment not finished: the courier simulator did not answer',
        );
      }
    }
  }
  return made;
}
