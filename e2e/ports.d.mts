export declare const ports: { api: number; web: number };
export declare const revalidateSecret: string;
export declare const dataDirName: string;
export declare const distDirName: string;
