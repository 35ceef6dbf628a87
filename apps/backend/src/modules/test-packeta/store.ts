import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { DoublePacket, PacketaDoubleStore } from '../../integrations/packeta/packeta-api-double.ts';
import { testPacketaPackets } from './tables.ts';

type Row = typeof testPacketaPackets.$inferSelect;
const packetOf = ({ id, createdAt: _, ...rest }: Row): DoublePacket => ({ ...rest, id: String(id) });

/** The double's packets in its own schema. */
export function databasePacketStore(db: Db): PacketaDoubleStore {
  return {
    async create(attributes) {
      const [row] = await db
        .insert(testPacketaPackets)
        .values({ ...attributes, phone: attributes.phone ?? '' })
        .returning();
      return packetOf(row!);
    },
    async find(id) {
      const [row] = await db
        .select()
        .from(testPacketaPackets)
        .where(eq(testPacketaPackets.id, Number(id)));
      return row ? packetOf(row) : null;
    },
    async setStatus(id, statusCode) {
      if (!/^\d{1,15}$/.test(id)) return null;
      const [row] = await db
        .update(testPacketaPackets)
        .set({ statusCode, statusAt: new Date() })
        .where(eq(testPacketaPackets.id, Number(id)))
        .returning();
      return row ? packetOf(row) : null;
    },
    async latest(limit) {
      const rows = await db
        .select()
        .from(testPacketaPackets)
        .orderBy(desc(testPacketaPackets.id))
        .limit(limit);
      return rows.map(packetOf);
    },
  };
}
