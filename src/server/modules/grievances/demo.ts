export async function ensureDemoGrievances() {}
